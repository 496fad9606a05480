import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { auditLog, licenses, organizations } from '../../db/schema.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { listenToCustomerEvents } from '@portal/test-kit/customer-events.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let events: Awaited<ReturnType<typeof listenToCustomerEvents>>;
let cookies: Record<'distributor' | 'reseller' | 'reseller2' | 'customer', string>;
let ids: { distributor: string; resellerA: string; resellerB: string };

const used: string[] = ['none'];
/** Customers of a partner with a standard licence no earlier test used, each set to `issued` seats in use and no cap. */
async function customersOf(partner: string, howMany: number, issued = 5): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: organizations.cybrOrgId })
    .from(organizations)
    .innerJoin(licenses, and(eq(licenses.cybrOrgId, organizations.cybrOrgId), eq(licenses.productType, 'standard')))
    .where(
      and(
        eq(organizations.partnerCybrOrgId, partner),
        eq(organizations.isPistachioPartner, false),
        notInArray(organizations.cybrOrgId, used),
      ),
    )
    .orderBy(organizations.cybrOrgId)
    .limit(howMany);
  const picked = rows.map((row) => row.id);
  used.push(...picked);
  await t.database.db
    .update(licenses)
    .set({ issued, licenseCap: null })
    .where(and(inArray(licenses.cybrOrgId, picked), eq(licenses.productType, 'standard')));
  return picked;
}
const capOf = async (id: string) =>
  (
    await t.database.db
      .select({ cap: licenses.licenseCap })
      .from(licenses)
      .where(and(eq(licenses.cybrOrgId, id), eq(licenses.productType, 'standard')))
  )[0]!.cap;
const auditFor = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, id), eq(auditLog.action, 'customer.license-cap')));

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  events = await listenToCustomerEvents(t.database);
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    reseller2: await t.cookieFor('reseller2'),
    customer: await t.cookieFor('customer'),
  };
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    resellerA: await t.orgId('Alpine Secure IT GmbH'),
    resellerB: await t.orgId('Thames Cyber Partners Ltd'),
  };
});
afterAll(() => t.close());

const capUrl = (partner: string, child: string) => `/api/v1/partners/${partner}/organizations/${child}/license-caps`;

describe('GET /api/v1/partners/{cybrOrgId}/organizations/{childCybrOrgId}', () => {
  it("shows the partner its customer, and the distributor above it the reseller's customer", async () => {
    const [child] = await customersOf(ids.resellerA, 1);
    expect(
      (await send('GET', `/api/v1/partners/${ids.resellerA}/organizations/${child}`, cookies.reseller)).body,
    ).toMatchObject({ cybrOrgId: child, partnerCybrOrgId: ids.resellerA });
    expect(
      (await send('GET', `/api/v1/partners/${ids.resellerA}/organizations/${child}`, cookies.distributor)).status,
    ).toBe(200);
    expect(
      (await send('GET', `/api/v1/partners/${ids.distributor}/organizations/${child}`, cookies.distributor)).status,
    ).toBe(200);
  });

  it('answers 404, exactly as for a missing id, to anyone else and under the wrong partner', async () => {
    const [child] = await customersOf(ids.resellerA, 1);
    const missing = await send('GET', `/api/v1/partners/${ids.resellerA}/organizations/missing`, cookies.reseller);
    for (const [partner, cookie] of [
      [ids.resellerA, cookies.reseller2],
      [ids.resellerB, cookies.reseller2],
      [ids.resellerA, cookies.customer],
      [ids.resellerB, cookies.distributor],
      [ids.distributor, cookies.reseller],
    ] as const) {
      const denied = await send('GET', `/api/v1/partners/${partner}/organizations/${child}`, cookie);
      expect(denied.status).toBe(404);
      expect({ ...denied.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
    }
  });
});

describe('PATCH .../organizations/{childCybrOrgId}/license-caps', () => {
  it('sets the cap, answers the organisation with it, writes the audit log and announces it', async () => {
    const [child] = await customersOf(ids.resellerA, 1);
    const answer = await send('PATCH', capUrl(ids.resellerA, child!), cookies.reseller, {
      productType: 'standard',
      licenseCap: 20,
      expectedLicenseCap: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.licenses.find((l: { productType: string }) => l.productType === 'standard')).toMatchObject({
      licenseCap: 20,
      issued: 5,
    });
    const [entry] = await auditFor(child!);
    expect(entry).toMatchObject({
      cybrOrgId: ids.resellerA,
      before: { productType: 'standard', licenseCap: null },
      after: { productType: 'standard', licenseCap: 20 },
    });
    expect(await events.waitFor({ cybrOrgId: child, change: 'caps' })).toMatchObject({
      partnerCybrOrgId: ids.resellerA,
      distributorCybrOrgId: ids.distributor,
    });
  });

  it('refuses a cap below the seats in use, naming licenseCap, and takes 0 as unlimited', async () => {
    const [child] = await customersOf(ids.distributor, 1, 7);
    const below = await send('PATCH', capUrl(ids.distributor, child!), cookies.distributor, {
      productType: 'standard',
      licenseCap: 6,
    });
    expect(below.status).toBe(400);
    expect(below.body.fields).toEqual([{ field: 'licenseCap', message: 'The cap cannot be below the 7 seats in use' }]);
    expect(await capOf(child!)).toBeNull();
    expect(
      (
        await send('PATCH', capUrl(ids.distributor, child!), cookies.distributor, {
          productType: 'standard',
          licenseCap: 7,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await send('PATCH', capUrl(ids.distributor, child!), cookies.distributor, {
          productType: 'standard',
          licenseCap: 0,
        })
      ).status,
    ).toBe(200);
    expect(await capOf(child!)).toBe(0);
  });

  it.each([[-1], [1.5], ['ten']])('refuses the cap %s with 400 naming licenseCap', async (licenseCap) => {
    const [child] = await customersOf(ids.distributor, 1);
    const refused = await send('PATCH', capUrl(ids.distributor, child!), cookies.distributor, {
      productType: 'standard',
      licenseCap,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe('licenseCap');
  });

  it('refuses a product the customer has no licence for, naming productType', async () => {
    const [row] = await t.database.db
      .select({ id: organizations.cybrOrgId })
      .from(organizations)
      .where(
        and(
          eq(organizations.partnerCybrOrgId, ids.distributor),
          eq(organizations.isPistachioPartner, false),
          sql`not exists (select 1 from licenses l where l.cybr_org_id = ${organizations.cybrOrgId} and l.product_type = 'insider-threat-detection')`,
        ),
      )
      .limit(1);
    const refused = await send('PATCH', capUrl(ids.distributor, row!.id), cookies.distributor, {
      productType: 'insider-threat-detection',
      licenseCap: 10,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'productType', message: 'This customer has no licence for this product' },
    ]);
  });

  it('refuses a stale edit with 409 and changes nothing', async () => {
    const [child] = await customersOf(ids.distributor, 1);
    expect(
      (
        await send('PATCH', capUrl(ids.distributor, child!), cookies.distributor, {
          productType: 'standard',
          licenseCap: 30,
          expectedLicenseCap: null,
        })
      ).status,
    ).toBe(200);
    // A second editor who also opened it when it had no cap.
    const stale = await send('PATCH', capUrl(ids.distributor, child!), cookies.distributor, {
      productType: 'standard',
      licenseCap: 40,
      expectedLicenseCap: null,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Someone else changed this cap since you opened it: it is now 30/);
    expect(await capOf(child!)).toBe(30);
    expect(await auditFor(child!)).toHaveLength(1);
    expect(
      (
        await send('PATCH', capUrl(ids.distributor, child!), cookies.distributor, {
          productType: 'standard',
          licenseCap: 40,
          expectedLicenseCap: 30,
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 to another partner and to a customer admin, and changes nothing', async () => {
    const [child] = await customersOf(ids.resellerA, 1);
    for (const [partner, cookie] of [
      [ids.resellerA, cookies.reseller2],
      [ids.resellerB, cookies.reseller2],
      [ids.resellerA, cookies.customer],
    ] as const) {
      expect(
        (await send('PATCH', capUrl(partner, child!), cookie, { productType: 'standard', licenseCap: 50 })).status,
      ).toBe(404);
    }
    expect(await capOf(child!)).toBeNull();
  });
});

describe('PATCH /api/v1/partners/{cybrOrgId}/organizations/license-caps (many at once)', () => {
  const bulkUrl = (partner: string) => `/api/v1/partners/${partner}/organizations/license-caps`;

  it('sets the same cap on every customer, with an audit row and an event each', async () => {
    const children = [...(await customersOf(ids.distributor, 2)), ...(await customersOf(ids.resellerB, 1))];
    const answer = await send('PATCH', bulkUrl(ids.distributor), cookies.distributor, {
      childCybrOrgIds: children,
      productType: 'standard',
      licenseCap: 15,
    });
    expect(answer).toMatchObject({ status: 200, body: { updated: 3 } });
    for (const child of children) {
      expect(await capOf(child)).toBe(15);
      expect(await auditFor(child)).toHaveLength(1);
      await events.waitFor({ cybrOrgId: child, change: 'caps' });
    }
  });

  it('refuses the whole request with one problem per refused customer, changing nothing', async () => {
    const [fine, busy] = await customersOf(ids.distributor, 2);
    await t.database.db
      .update(licenses)
      .set({ issued: 40 })
      .where(and(eq(licenses.cybrOrgId, busy!), eq(licenses.productType, 'standard')));
    const refused = await send('PATCH', bulkUrl(ids.distributor), cookies.distributor, {
      childCybrOrgIds: [fine, busy],
      productType: 'standard',
      licenseCap: 20,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'childCybrOrgIds.1', message: 'The cap cannot be below the 40 seats in use' },
    ]);
    expect(await capOf(fine!)).toBeNull();
  });

  it("answers 404 for the whole request when one customer is not the caller's, changing nothing", async () => {
    const [own] = await customersOf(ids.resellerA, 1);
    const [other] = await customersOf(ids.resellerB, 1);
    const refused = await send('PATCH', bulkUrl(ids.resellerA), cookies.reseller, {
      childCybrOrgIds: [own, other],
      productType: 'standard',
      licenseCap: 20,
    });
    expect(refused.status).toBe(404);
    expect(await capOf(own!)).toBeNull();
    expect(
      (
        await send('PATCH', bulkUrl(ids.resellerA), cookies.reseller2, {
          childCybrOrgIds: [own],
          productType: 'standard',
          licenseCap: 20,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send('PATCH', bulkUrl(ids.distributor), cookies.customer, {
          childCybrOrgIds: [own],
          productType: 'standard',
          licenseCap: 20,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses more than 500 customers at once', async () => {
    const refused = await send('PATCH', bulkUrl(ids.distributor), cookies.distributor, {
      childCybrOrgIds: Array.from({ length: 501 }, (_, i) => `id-${i}`),
      productType: 'standard',
      licenseCap: 20,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe('childCybrOrgIds');
  });
});
