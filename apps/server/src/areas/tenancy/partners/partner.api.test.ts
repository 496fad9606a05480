import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(account: 'distributor' | 'reseller' | 'reseller2' | 'customer' | 'staff', id: string) {
  const response = await t.app.inject({
    url: api(`/api/v2/partners/${id}`),
    headers: { cookie: await t.cookieFor(account) },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/v2/partners/{cybrOrgId}', () => {
  it("returns the distributor's terms date, currency, billing info and pricing flag", async () => {
    const { status, body } = await get('distributor', await t.orgId('Nordic Shield Distribution AS'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currency: 'nok',
      hidePricing: false,
      acceptedTOSDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.billingInfo.address).toMatchObject({ country: 'NO', city: 'Oslo' });
  });

  it("lets a distributor read its reseller's record", async () => {
    const { status, body } = await get('distributor', await t.orgId('Thames Cyber Partners Ltd'));
    expect(status).toBe(200);
    expect(body.hidePricing).toBe(true);
  });

  it.each([
    ['a reseller reading its distributor', 'reseller', 'Nordic Shield Distribution AS'],
    ['a reseller reading another reseller', 'reseller', 'Thames Cyber Partners Ltd'],
    ['a customer admin reading its partner', 'customer', 'Nordic Shield Distribution AS'],
    ['platform staff outside ghost mode', 'staff', 'Alpine Secure IT GmbH'],
  ] as const)('answers 404 to %s', async (_what, account, name) => {
    const { status, body } = await get(account, await t.orgId(name));
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
    expect(JSON.stringify(body)).not.toContain('billing');
  });

  it('answers 404 for a customer organisation, which has no partner record', async () => {
    const me = (
      await t.app.inject({ url: api('/api/v1/users/me'), headers: { cookie: await t.cookieFor('customer') } })
    ).json();
    expect((await get('customer', me.organizationData.cybrOrgId)).status).toBe(404);
  });
});
