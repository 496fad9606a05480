import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../auth/sessions.ts';
import {
  customerScopeFor,
  inCustomerScope,
  isOwnAdmin,
  isPartnerOf,
  maySeeOrganization,
  maySeePartner,
} from './access.ts';

const caller = (cybrOrgId: string, isPartner: boolean, partnerCybrOrgId: string | null = null): Caller => ({
  cybrId: 'u',
  email: 'u@x.example',
  fullName: 'U',
  userRole: 'Partner',
  languageCode: 'en',
  cybrOrgId,
  isPartner,
  partnerCybrOrgId,
});
const org = (
  cybrOrgId: string,
  partnerCybrOrgId: string | null,
  distributorCybrOrgId: string | null,
  isPistachioPartner = false,
) => ({
  cybrOrgId,
  partnerCybrOrgId,
  distributorCybrOrgId,
  isPistachioPartner,
});

const distributor = caller('D', true);
const reseller = caller('R', true, 'D');
const customerAdmin = caller('C', false, 'R');
const resellerOrg = org('R', 'D', 'D', true);
const otherReseller = org('R2', 'D', 'D', true);

describe('who may read what (tenant isolation)', () => {
  it("a distributor reads its direct customers and its resellers' customers", () => {
    expect(maySeeOrganization(distributor, org('C1', 'D', 'D'))).toBe(true);
    expect(maySeeOrganization(distributor, org('C2', 'R', 'D'))).toBe(true);
    expect(maySeeOrganization(distributor, org('X', 'D2', 'D2'))).toBe(false);
  });

  it('a reseller reads only its own customers', () => {
    expect(maySeeOrganization(reseller, org('C2', 'R', 'D'))).toBe(true);
    expect(maySeeOrganization(reseller, org('C1', 'D', 'D'))).toBe(false);
    expect(maySeeOrganization(reseller, org('C3', 'R2', 'D'))).toBe(false);
  });

  it('a customer admin reads only its own organisation', () => {
    expect(maySeeOrganization(customerAdmin, org('C', 'R', 'D'))).toBe(true);
    expect(maySeeOrganization(customerAdmin, org('C9', 'C', 'D'))).toBe(false);
  });

  it('customer lists: the whole book for a distributor, direct customers for a reseller', () => {
    expect(customerScopeFor(distributor, org('D', null, 'D', true))).toEqual({ kind: 'distributor', cybrOrgId: 'D' });
    expect(customerScopeFor(reseller, resellerOrg)).toEqual({ kind: 'partner', cybrOrgId: 'R' });
    expect(customerScopeFor(distributor, otherReseller)).toEqual({ kind: 'partner', cybrOrgId: 'R2' });
    expect(customerScopeFor(reseller, otherReseller)).toBeNull();
    expect(customerScopeFor(customerAdmin, org('C', 'R', 'D'))).toBeNull();
    expect(customerScopeFor(distributor, undefined)).toBeNull();
  });

  it('partner records: own, or a distributor reading its reseller', () => {
    expect(maySeePartner(reseller, resellerOrg)).toBe(true);
    expect(maySeePartner(distributor, resellerOrg)).toBe(true);
    expect(maySeePartner(reseller, org('D', null, 'D', true))).toBe(false);
    expect(maySeePartner(customerAdmin, resellerOrg)).toBe(false);
  });
});

describe("who acts as a customer's partner", () => {
  it('is its direct partner or the distributor above it, never the organisation itself', () => {
    expect(isPartnerOf(reseller, org('C2', 'R', 'D'))).toBe(true);
    expect(isPartnerOf(distributor, org('C2', 'R', 'D'))).toBe(true);
    expect(isPartnerOf(reseller, org('C1', 'D', 'D'))).toBe(false);
    expect(isPartnerOf(caller('R2', true, 'D'), org('C2', 'R', 'D'))).toBe(false);
    expect(isPartnerOf(distributor, org('D', null, 'D', true))).toBe(false);
    // A customer admin is no partner, not even of an organisation that names it.
    expect(isPartnerOf(customerAdmin, org('C9', 'C', 'D'))).toBe(false);
  });

  it("is not the organisation's own admin, who is an Admin or SuperAdmin of it", () => {
    expect(isOwnAdmin({ ...customerAdmin, userRole: 'Admin' }, 'C')).toBe(true);
    expect(isOwnAdmin({ ...customerAdmin, userRole: 'SuperAdmin' }, 'C')).toBe(true);
    expect(isOwnAdmin({ ...customerAdmin, userRole: 'User' }, 'C')).toBe(false);
    expect(isOwnAdmin({ ...customerAdmin, userRole: 'Admin' }, 'C2')).toBe(false);
  });

  it("places a customer in a distributor's whole book or a partner's direct one, never the owner itself", () => {
    expect(inCustomerScope({ kind: 'distributor', cybrOrgId: 'D' }, org('C2', 'R', 'D'))).toBe(true);
    expect(inCustomerScope({ kind: 'distributor', cybrOrgId: 'D' }, org('D', null, 'D', true))).toBe(false);
    expect(inCustomerScope({ kind: 'partner', cybrOrgId: 'R' }, org('C2', 'R', 'D'))).toBe(true);
    expect(inCustomerScope({ kind: 'partner', cybrOrgId: 'R' }, org('C1', 'D', 'D'))).toBe(false);
  });
});
