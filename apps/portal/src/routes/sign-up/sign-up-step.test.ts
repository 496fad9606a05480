import { describe, expect, it } from 'vitest';
import type { CurrentUser, Organization, Partner } from '@portal/contracts';
import { signUpStep } from './sign-up-step.ts';

const org = (over: Partial<Organization> = {}): Organization => ({
  cybrOrgId: 'org-1',
  organizationName: 'Fjord Security AS',
  country: 'NO',
  defaultLanguageCode: 'no',
  isPistachioPartner: true,
  partnerCybrOrgId: null,
  partnerName: null,
  partnerView: false,
  status: 'PARTNER',
  syncStatus: null,
  totalUsers: 1,
  logoUrl: null,
  firstActiveDate: null,
  syncDate: null,
  products: ['SAT'],
  domainPoolId: 1,
  licenses: [],
  ...over,
});
const user = (organizationData: Organization | null): CurrentUser => ({
  cybrId: 'u',
  email: 'k@f.example',
  fullName: 'K',
  userRole: 'Partner',
  languageCode: 'no',
  organizationData,
});
const billing = {
  name: 'Fjord Security AS',
  email: 'billing@f.example',
  address: { line1: 'Gate 1', city: 'Oslo', postalCode: '0150', country: 'NO' },
};
const partner = (over: Partial<Partner> = {}): Partner => ({
  cybrOrgId: 'org-1',
  acceptedTOSDate: null,
  currency: null,
  billingInfo: null,
  hidePricing: false,
  signUpAs: 'distributor',
  billingInfoValid: false,
  ...over,
});

describe('where sign-up continues', () => {
  it('asks someone without an organisation what kind of partner they are', () => {
    expect(signUpStep(user(null), null)).toBe('/sign-up');
  });

  it("sends a customer organisation's admin to the page that explains they cannot sign up as a partner", () => {
    expect(signUpStep(user(org({ isPistachioPartner: false, status: 'APPROVED' })), null)).toBe(
      '/login/customer-trying-partner-sync',
    );
  });

  it('walks a distributor through currency, terms and billing, then welcomes it', () => {
    expect(signUpStep(user(org()), partner())).toBe('/sign-up/distributor/select-currency');
    expect(signUpStep(user(org()), partner({ currency: 'nok' }))).toBe('/sign-up/distributor/terms-of-service');
    expect(signUpStep(user(org()), partner({ currency: 'nok', acceptedTOSDate: '2026-11-23T10:00:00.000Z' }))).toBe(
      '/billing',
    );
    expect(
      signUpStep(
        user(org()),
        partner({
          currency: 'nok',
          acceptedTOSDate: '2026-11-23T10:00:00.000Z',
          billingInfo: billing,
          billingInfoValid: true,
        }),
      ),
    ).toBe('/welcome');
    // Stored details the server finds no longer valid (e.g. a postal code Norway does not use) are asked for again.
    expect(
      signUpStep(
        user(org()),
        partner({
          currency: 'nok',
          acceptedTOSDate: '2026-11-23T10:00:00.000Z',
          billingInfo: { ...billing, address: { ...billing.address, postalCode: 'ABCDE' } },
        }),
      ),
    ).toBe('/billing');
  });

  it('walks a reseller through its access code and the terms', () => {
    const reseller = partner({ signUpAs: 'reseller' });
    expect(signUpStep(user(org()), reseller)).toBe('/sign-up/reseller/access-code');
    expect(signUpStep(user(org({ partnerCybrOrgId: 'dist-1' })), reseller)).toBe('/sign-up/reseller/terms-of-service');
    expect(
      signUpStep(user(org({ partnerCybrOrgId: 'dist-1' })), {
        ...reseller,
        acceptedTOSDate: '2026-11-23T10:00:00.000Z',
      }),
    ).toBe('/welcome');
  });
});
