import { describe, expect, it } from 'vitest';
import type { CurrentUser, Organization, Partner } from '@portal/contracts';
import { partnerRootDecision } from './root-decision.ts';

const org = (over: Partial<Organization> = {}): Organization => ({
  cybrOrgId: 'org-1',
  organizationName: 'Nordic Shield',
  country: 'NO',
  defaultLanguageCode: 'no',
  isPistachioPartner: true,
  partnerCybrOrgId: null,
  partnerName: null,
  partnerView: false,
  status: 'PARTNER',
  syncStatus: null,
  totalUsers: 3,
  logoUrl: null,
  firstActiveDate: null,
  syncDate: null,
  products: ['SAT'],
  domainPoolId: 1,
  licenses: [{ productType: 'standard', issued: 4, active: true, licenseCap: 10 }],
  ...over,
});
const user = (organizationData: Organization | null = org()): CurrentUser => ({
  cybrId: 'u-1',
  email: 'a@b.example',
  fullName: 'A B',
  userRole: 'Partner',
  languageCode: 'en',
  organizationData,
});
const validBilling = {
  name: 'Nordic Shield AS',
  email: 'billing@ns.example',
  address: { line1: 'Gate 1', city: 'Oslo', postalCode: '0154', country: 'NO' },
};
const partner = (over: Partial<Partner> = {}): Partner => ({
  cybrOrgId: 'org-1',
  acceptedTOSDate: '2025-01-01T00:00:00.000Z',
  currency: 'nok',
  billingInfo: validBilling,
  hidePricing: false,
  billingInfoValid: true,
  ...over,
});

describe('§4 partner root guard', () => {
  it('1. sends someone not signed in to /partner/login with a full-page replace', () => {
    expect(partnerRootDecision({ user: null, partner: null, pathname: '/manage-customers' })).toEqual({
      kind: 'full-page',
      to: '/partner/login',
    });
  });

  it('2. sends a user without an organisation to /sign-up', () => {
    expect(partnerRootDecision({ user: user(null), partner: null, pathname: '/' })).toEqual({
      kind: 'redirect',
      to: '/sign-up',
    });
  });

  it('3. sends a non-partner organisation to /platform with a full-page replace', () => {
    expect(
      partnerRootDecision({
        user: user(org({ isPistachioPartner: false, status: 'APPROVED' })),
        partner: null,
        pathname: '/',
      }),
    ).toEqual({ kind: 'full-page', to: '/platform' });
  });

  it.each([
    ['terms not accepted', { acceptedTOSDate: null }],
    ['no currency', { currency: null }],
  ])('4. sends a distributor with %s to /sign-up', (_what, over) => {
    expect(partnerRootDecision({ user: user(), partner: partner(over), pathname: '/manage-customers' })).toEqual({
      kind: 'redirect',
      to: '/sign-up',
    });
  });

  it('4. applies terms and currency to distributors only, not resellers', () => {
    const decision = partnerRootDecision({
      user: user(org({ partnerCybrOrgId: 'dist-1' })),
      partner: partner({ currency: null, billingInfo: null, billingInfoValid: false }),
      pathname: '/',
    });
    expect(decision).toMatchObject({ kind: 'authorized', partnerType: 'reseller' });
  });

  // The server applies the billing rules and answers billingInfoValid (apps/server partners repo).
  it.each([
    ['missing', null],
    [
      'with a postal code its country does not use',
      { ...validBilling, address: { ...validBilling.address, postalCode: 'ABCDE' } },
    ],
    ['with an impossible VAT number', { ...validBilling, vatNumber: '!!!' }],
  ])(
    '5. sends a distributor whose billing info is %s (not valid, says the server) to /billing',
    (_what, billingInfo) => {
      expect(
        partnerRootDecision({
          user: user(),
          partner: partner({ billingInfo: billingInfo as Partner['billingInfo'], billingInfoValid: false }),
          pathname: '/manage-customers',
        }),
      ).toEqual({ kind: 'redirect', to: '/billing' });
    },
  );

  it.each(['/billing', '/billing/anything', '/welcome'])(
    '5. lets a distributor with invalid billing info stay on %s',
    (pathname) => {
      expect(
        partnerRootDecision({
          user: user(),
          partner: partner({ billingInfo: null, billingInfoValid: false }),
          pathname,
        }).kind,
      ).toBe('authorized');
    },
  );

  it('5. does not treat a path that merely starts with "billing" as the billing page', () => {
    expect(
      partnerRootDecision({
        user: user(),
        partner: partner({ billingInfo: null, billingInfoValid: false }),
        pathname: '/billingx',
      }).kind,
    ).toBe('redirect');
  });

  it('6. authorises, yielding partner type, hidePricing and the standard licence', () => {
    expect(
      partnerRootDecision({ user: user(), partner: partner({ hidePricing: true }), pathname: '/manage-customers' }),
    ).toEqual({
      kind: 'authorized',
      partnerType: 'distributor',
      hidePricing: true,
      standardLicense: { productType: 'standard', issued: 4, active: true, licenseCap: 10 },
    });
  });
});
