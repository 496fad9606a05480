import { describe, it, expect } from 'vitest';
import {
  billingInfoRequestSchema,
  chatProviderSchema,
  crmProviderSchema,
  currencySchema,
  currencySettingRequestSchema,
  customerRequestSchema,
  customerSchema,
  deliveryPreferenceSchema,
  domainAcceptanceRequestSchema,
  domainAcceptanceSchema,
  feedbackSchema,
  memberRoleSchema,
  organizationSchema,
  partnerResellerViewSchema,
  platformUserSchema,
  termsAcceptanceRequestSchema,
  tokenResponseSchema,
} from '../index.ts';
import { messages } from '../rules/validation.ts';
import { rejectionIssues } from './rejection-issues.ts';

const issues = rejectionIssues;

const at = '2025-03-14T09:30:00+01:00';
const address = { line1: 'Storgata 1', city: 'Oslo', postalCode: '0155', country: 'NO' };

const user = {
  cybrId: 'usr_8f2c',
  email: 'kari.nordmann@acme.no',
  fullName: 'Kari Nordmann',
  jobTitle: 'IT manager',
  languageCode: 'no',
  phoneNumber: '+4791234567',
  labels: ['oslo', 'finance'],
  processedLabels: ['oslo'],
  status: 'active',
  userRole: 'Admin',
  permissionRoles: [{ entity: 'org_acme', role: 'admin' }],
  profilePhoto: { data: 'iVBORw0KGgo=', contentType: 'image/png' },
  securityAwarenessLicense: true,
  insiderThreatDetectionLicense: false,
  latestContact: at,
  latestAlert: null,
};

describe('§3 platform user', () => {
  it('§3 user: a full platform user parses', () => {
    expect(platformUserSchema.parse(user)).toEqual(user);
  });
  it('§3 user: userRole must be one of the five roles', () => {
    expect(issues(platformUserSchema, { ...user, userRole: 'Owner' })).toEqual([expect.stringMatching(/^userRole: /)]);
  });
  it('§3 user: languageCode must be a platform code', () => {
    expect(issues(platformUserSchema, { ...user, languageCode: 'sv' })).toEqual([
      expect.stringMatching(/^languageCode: /),
    ]);
  });
  it('§3 user: latestContact must be an ISO timestamp', () => {
    expect(issues(platformUserSchema, { ...user, latestContact: '14.03.2025' })).toEqual([
      expect.stringMatching(/^latestContact: /),
    ]);
  });
  it('§3 members lists use Admin or User only', () => {
    for (const role of ['Admin', 'User']) expect(memberRoleSchema.parse(role)).toBe(role);
    for (const role of ['Partner', 'SuperAdmin', 'Developer', 'admin', ''])
      expect({ role, ok: memberRoleSchema.safeParse(role).success }).toEqual({ role, ok: false });
  });
  it('§3 preferred delivery method is slack, email or teams', () => {
    expect(deliveryPreferenceSchema.parse({ preferredDeliveryMethod: 'teams' })).toEqual({
      preferredDeliveryMethod: 'teams',
    });
    expect(deliveryPreferenceSchema.safeParse({ preferredDeliveryMethod: 'sms' }).success).toBe(false);
  });
  it('§3 feedback carries score and text', () => {
    expect(feedbackSchema.parse({ score: 9, text: ' Clear reports ' })).toEqual({ score: 9, text: 'Clear reports' });
    expect(feedbackSchema.safeParse({ score: 11, text: '' }).success).toBe(false);
    expect(feedbackSchema.safeParse({ score: 4.5, text: '' }).success).toBe(false);
  });
  it('§3 token response carries expiresIn and token', () => {
    expect(tokenResponseSchema.parse({ expiresIn: 3600, token: 'eyJhbGciOi' }).expiresIn).toBe(3600);
    expect(tokenResponseSchema.safeParse({ expiresIn: -1, token: 'x' }).success).toBe(false);
  });
});

const resellerView = {
  billingInfo: { name: 'Nordic Secure AS', email: 'billing@nordicsecure.no', address },
  customers: 42,
  resellers: 3,
  licenses: {
    billed: 900,
    customerIssued: 850,
    expired: 12,
    issued: 1200,
    resellerIssued: 350,
    revoked: 4,
    volume: 1500,
  },
  hidePricing: false,
};

describe('§3 partner reseller view and domain acceptance', () => {
  it('§3 partner reseller view: a full view parses', () => {
    expect(partnerResellerViewSchema.parse(resellerView)).toEqual(resellerView);
  });
  it('§3 partner reseller view: licence counts cannot be negative', () => {
    const view = { ...resellerView, licenses: { ...resellerView.licenses, revoked: -1 } };
    expect(issues(partnerResellerViewSchema, view)).toEqual([expect.stringMatching(/^licenses\.revoked: /)]);
  });
  it('§3 partner reseller view: licence counts are whole seats', () => {
    const view = { ...resellerView, licenses: { ...resellerView.licenses, billed: 1.5 } };
    expect(issues(partnerResellerViewSchema, view)).toEqual([expect.stringMatching(/^licenses\.billed: /)]);
  });
  it('§3 domain acceptance: domain, accepted, prompted, partner', () => {
    const acceptance = { domain: 'acme.no', accepted: true, prompted: true, partner: 'org_nordic' };
    expect(domainAcceptanceSchema.parse(acceptance)).toEqual(acceptance);
    expect(domainAcceptanceSchema.safeParse({ ...acceptance, domain: 'not a domain' }).success).toBe(false);
  });
  it('§7 domain acceptance request: domain is normalised to lower case', () => {
    expect(domainAcceptanceRequestSchema.parse({ domain: ' Acme.NO ', accepted: false })).toEqual({
      domain: 'acme.no',
      accepted: false,
    });
  });
});

describe('§7 partner settings requests', () => {
  it('§7 terms acceptance: only accepted true is meaningful, and it names the terms version seen', () => {
    expect(termsAcceptanceRequestSchema.parse({ accepted: true, version: '2026-11-01' })).toEqual({
      accepted: true,
      version: '2026-11-01',
    });
    expect(termsAcceptanceRequestSchema.safeParse({ accepted: false, version: '2026-11-01' }).success).toBe(false);
    expect(termsAcceptanceRequestSchema.safeParse({ accepted: true }).success).toBe(false);
  });
  it('§9 currency setting: one of eur, gbp, usd, nok', () => {
    expect(currencySettingRequestSchema.parse({ currency: 'nok' })).toEqual({ currency: 'nok' });
    expect(issues(currencySettingRequestSchema, { currency: 'sek' })).toEqual([expect.stringMatching(/^currency: /)]);
    expect(currencySettingRequestSchema.safeParse({ currency: 'EUR' }).success).toBe(false);
  });
  it('§5 billing info request: reports the spec messages', () => {
    const bad = { name: ' ', email: 'nope', address: { ...address, city: '', postalCode: '', line1: '' } };
    expect(issues(billingInfoRequestSchema, bad)).toEqual([
      'name: Name is required',
      'email: Please provide a valid email',
      'address.line1: A billing address is required',
      'address.city: City or state is required',
      'address.postalCode: Postal code is required',
    ]);
  });
  it.each([
    ['chat-provider', chatProviderSchema, ['slack', 'teams'], ['Slack', 'discord', 'msteams', '']],
    ['crm-provider', crmProviderSchema, ['gong', 'hubspot'], ['HubSpot', 'salesforce', '']],
    ['currency (§9)', currencySchema, ['eur', 'gbp', 'usd', 'nok'], ['EUR', 'sek', 'dkk', '']],
  ] as const)('§5 enums: %s takes %j and refuses look-alikes', (_name, schema, taken, refused) => {
    for (const value of taken) expect(schema.parse(value)).toBe(value);
    for (const value of refused) expect({ value, ok: schema.safeParse(value).success }).toEqual({ value, ok: false });
  });
});

const customer = {
  billingAddress: address,
  cybrOrgId: 'org_acme',
  email: 'finance@acme.no',
  name: 'Acme AS',
  shippingAddress: { ...address, line2: 'Floor 3' },
};

describe('§3 customer', () => {
  it('§3 customer: billing and shipping addresses reuse Address', () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
  });
  it('§5 customer request: an empty billing address line reports the spec message', () => {
    const bad = { ...customer, billingAddress: { ...address, line1: '' } };
    expect(issues(customerRequestSchema, bad)).toEqual([`billingAddress.line1: ${messages.addressLine1}`]);
  });
  it('§5 customer request: the country must be a billing country', () => {
    const bad = { ...customer, shippingAddress: { ...address, country: 'XX' } };
    expect(issues(customerRequestSchema, bad)).toEqual([`shippingAddress.country: ${messages.invalid}`]);
  });
});

describe('§3 organisation bounds', () => {
  const organization = {
    cybrOrgId: 'org_acme',
    organizationName: 'Acme AS',
    country: 'NO',
    defaultLanguageCode: 'no',
    isPistachioPartner: false,
    partnerCybrOrgId: 'org_nordic',
    partnerName: 'Nordic Secure AS',
    partnerView: true,
    status: 'APPROVED',
    syncStatus: null,
    totalUsers: 180,
    logoUrl: null,
    firstActiveDate: '2024-09-02T08:00:00Z',
    syncDate: null,
    products: ['SAT'],
    licenses: [{ productType: 'standard', issued: 180, active: true, licenseCap: 0 }],
    domainPoolId: 5,
  };
  it('§5 organisation: domainPoolId 1 to 5 parses', () => {
    expect(organizationSchema.parse(organization).domainPoolId).toBe(5);
  });
  it('§5 organisation: domainPoolId 6 is rejected', () => {
    expect(issues(organizationSchema, { ...organization, domainPoolId: 6 })).toEqual([
      expect.stringMatching(/^domainPoolId: /),
    ]);
  });
});
