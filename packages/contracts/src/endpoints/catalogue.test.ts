import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from './catalogue.ts';

// Every call §7 names with its method and path (paths below the API base).
const spec = [
  'GET /api/v1/login',
  'GET /api/v1/org-authorization',
  'GET /api/v1/chat-authorization',
  'GET /api/v1/crm-authorization',
  'POST /api/v1/logout',
  'POST /api/v1/organizations/{cybrOrgId}/sync',
  'DELETE /api/v1/organizations/{cybrOrgId}/sync',
  'GET /api/v1/providers/microsoft/{tenantId}/tokens/{assertion}',
  'GET /api/v1/users/me',
  'GET /api/v1/users/{cybrId}',
  'POST /api/v1/users/feedback',
  'POST /api/v1/users/{cybrId}/deliveries/preferences',
  'GET /api/v1/users/{cybrId}/summaries',
  'GET /api/v2/users/organizations/{cybrOrgId}',
  'GET /api/v1/users/{cybrId}/partners',
  'GET /api/v1/organizations/{cybrOrgId}',
  'PATCH /api/v1/organizations/{cybrOrgId}',
  'GET /api/v1/organizations/{cybrOrgId}/contact',
  'PUT /api/v1/organizations/{cybrOrgId}/contact',
  'GET /api/v1/organizations/{cybrOrgId}/departments',
  'GET /api/v1/organizations/{cybrOrgId}/locations',
  'GET /api/v1/organizations/{cybrOrgId}/admins',
  'GET /api/v1/organizations/{cybrOrgId}/partners/view-permissions',
  'PATCH /api/v1/organizations/{cybrOrgId}/partners/view-permissions',
  'GET /api/v1/organizations/{cybrOrgId}/texts',
  'GET /api/v1/organizations',
  'GET /api/v1/organizations/{cybrOrgId}/licenses',
  'GET /api/v1/organizations/{cybrOrgId}/integrations',
  'GET /api/v1/organizations/{cybrOrgId}/integrations/{provider}/bucket-service-accounts',
  'POST /api/v1/organizations/{cybrOrgId}/autodiscovery',
  'PATCH /api/v1/organizations/{cybrOrgId}/autodiscovery',
  'GET /api/v2/partners/{cybrOrgId}',
  'GET /api/v2/partners/{cybrOrgId}/pricing',
  'GET /api/v2/partners/{cybrOrgId}/access-codes',
  'PATCH /api/v2/partners/{cybrOrgId}/billing',
  'PATCH /api/v1/partners/{cybrOrgId}/currencies',
  'PATCH /api/v1/partners/{cybrOrgId}/terms-of-service',
  'GET /api/v1/partners/{cybrOrgId}/domains',
  'POST /api/v1/partners/{cybrOrgId}/domains',
  'DELETE /api/v1/partners/{cybrOrgId}/domains/{domain}',
  'GET /api/v1/partners/{cybrOrgId}/organizations',
  'GET /api/v1/partners/{cybrOrgId}/organizations/{childCybrOrgId}',
  'PATCH /api/v1/partners/{cybrOrgId}/organizations/{childCybrOrgId}/license-caps',
  'GET /api/v2/organizations/{cybrOrgId}/access-codes/{accessCode}/eligibility',
  'PATCH /api/v3/organizations/{cybrOrgId}/access-codes/{accessCode}',
  'POST /api/v1/platform/access-codes',
  'POST /api/v1/platform/contacts',
  'POST /api/v1/platform/contact-requests',
  'POST /api/v1/platform/licenses',
  'GET /api/v1/pricing',
  'GET /api/v2/pricing',
  'GET /api/v1/organizations/{cybrOrgId}/subscriptions',
  'POST /api/v1/organizations/{cybrOrgId}/subscriptions',
  'PATCH /api/v1/organizations/{cybrOrgId}/subscriptions',
  'GET /api/v1/organizations/{cybrOrgId}/subscriptions/invoices',
  'GET /api/v1/organizations/{cybrOrgId}/subscriptions/{subscriptionId}',
  'PATCH /api/v1/organizations/{cybrOrgId}/subscriptions/license-caps',
  'GET /api/v1/subscriptions/providers/{provider}/products/{products}/prices/{currency}',
  'GET /api/v3/organizations/{cybrOrgId}/subscriptions',
];

const entries = Object.values(catalogue);
const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('§7 endpoint catalogue', () => {
  it.each(spec)('has %s', (call) => {
    expect(entries.map(keyOf)).toContain(call);
  });

  it('has each method and path once', () => {
    const keys = entries.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a params schema for exactly the placeholders of each path', () => {
    for (const e of entries) {
      const placeholders = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = e.params ? Object.keys((e.params as z.ZodObject).shape).sort() : [];
      expect(declared, keyOf(e)).toEqual(placeholders);
    }
  });

  it('gives every call a response schema and a summary', () => {
    for (const e of entries) {
      expect(e.response, keyOf(e)).toBeInstanceOf(z.ZodType);
      expect(e.summary.length, keyOf(e)).toBeGreaterThan(5);
    }
  });

  it('§7: report files and wall activity download as binary files', () => {
    const binary = entries.filter((e) => e.responseType === 'binary').map((e) => e.path);
    expect(binary).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/reports/'),
        expect.stringContaining('/walls/{wallId}/activity'),
      ]),
    );
  });

  it('§5 enums: chat-provider slack|teams, auth-provider microsoft, crm-provider gong|hubspot, pricing takes a currency', () => {
    const q = (name: string) => catalogue[name]!.query!;
    expect(q('chatAuthorization').safeParse({ 'chat-provider': 'teams' }).success).toBe(true);
    expect(q('chatAuthorization').safeParse({ 'chat-provider': 'discord' }).success).toBe(false);
    expect(q('login').safeParse({ 'auth-provider': 'microsoft' }).success).toBe(true);
    expect(q('crmAuthorization').safeParse({ 'crm-provider': 'hubspot' }).success).toBe(true);
    expect(q('crmAuthorization').safeParse({ 'crm-provider': 'salesforce' }).success).toBe(false);
    expect(q('pricing').safeParse({ currency: 'nok' }).success).toBe(true);
    expect(q('pricing').safeParse({ currency: 'sek' }).success).toBe(false);
  });

  it('§7 members search: roles and licence types, comma-separated or repeated', () => {
    const query = catalogue.organizationMembers!.query!;
    expect(
      query.parse({ userRoles: 'Admin,User', licenseTypes: ['standard'], admins: 'true', sortBy: 'latestContact' }),
    ).toMatchObject({
      userRoles: ['Admin', 'User'],
      licenseTypes: ['standard'],
      admins: true,
      sortBy: 'latestContact',
    });
    expect(query.safeParse({ userRoles: 'Partner' }).success).toBe(false);
    expect(query.safeParse({ sortBy: 'email' }).success).toBe(false);
  });

  it('§4: an organisation update may set only APPROVED or DISABLED', () => {
    const body = catalogue.updateOrganization!.body!;
    expect(body.safeParse({ status: 'DISABLED' }).success).toBe(true);
    expect(body.safeParse({ status: 'TRIAL' }).success).toBe(false);
    expect(body.safeParse({}).success).toBe(false);
  });
});
