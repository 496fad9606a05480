import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { organizations } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let ids: Record<'distributor' | 'resellerA' | 'resellerB' | 'direct' | 'underA' | 'underB', string>;

beforeAll(async () => {
  t = await createTestApp();
  const distributor = await t.orgId('Nordic Shield Distribution AS');
  const resellerA = await t.orgId('Alpine Secure IT GmbH');
  const resellerB = await t.orgId('Thames Cyber Partners Ltd');
  const firstUnder = async (partner: string) =>
    (
      await t.database.db
        .select()
        .from(organizations)
        .where(and(eq(organizations.partnerCybrOrgId, partner), eq(organizations.isPistachioPartner, false)))
        .limit(1)
    )[0]!.cybrOrgId;
  ids = {
    distributor,
    resellerA,
    resellerB,
    direct: await firstUnder(distributor),
    underA: await firstUnder(resellerA),
    underB: await firstUnder(resellerB),
  };
});
afterAll(() => t.close());

async function get(account: 'distributor' | 'reseller' | 'reseller2' | 'customer' | 'staff', id: string) {
  const response = await t.app.inject({
    url: api(`/api/v1/organizations/${id}`),
    headers: { cookie: await t.cookieFor(account) },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/v1/organizations/{cybrOrgId}', () => {
  it('shows a partner its own organisation and its customers', async () => {
    expect((await get('reseller', ids.resellerA)).body.organizationName).toBe('Alpine Secure IT GmbH');
    const customer = await get('reseller', ids.underA);
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({
      cybrOrgId: ids.underA,
      partnerCybrOrgId: ids.resellerA,
      partnerName: 'Alpine Secure IT GmbH',
    });
  });

  it("shows a distributor its resellers' customers", async () => {
    expect((await get('distributor', ids.underB)).status).toBe(200);
  });

  it.each([
    ['a reseller, its distributor', 'reseller', 'distributor'],
    ["a reseller, the distributor's direct customer", 'reseller', 'direct'],
    ["a reseller, another reseller's customer", 'reseller', 'underB'],
    ['a customer admin, its partner', 'customer', 'distributor'],
    ['platform staff, a customer', 'staff', 'underA'],
  ] as const)('answers 404 to %s, exactly as for a missing id', async (_what, account, key) => {
    const denied = await get(account, ids[key]);
    const missing = await get(account, 'does-not-exist');
    expect(denied.status).toBe(404);
    // Identical but for the request id, which is each request's own.
    expect({ ...denied.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: api(`/api/v1/organizations/${ids.direct}`) })).statusCode).toBe(401);
  });
});
