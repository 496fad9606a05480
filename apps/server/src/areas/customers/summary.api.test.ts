import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { licenses, organizations } from '../../db/schema.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let ids: { distributor: string; resellerA: string };

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    resellerA: await t.orgId('Alpine Secure IT GmbH'),
  };
});
afterAll(() => t.close());

/** The numbers worked out row by row, the slow way, from everything in the database. */
async function expected(inBook: (o: typeof organizations.$inferSelect) => boolean) {
  const orgs = (await t.database.db.select().from(organizations)).filter((o) => !o.isPistachioPartner && inBook(o));
  const customersByStatus = { APPROVED: 0, DISABLED: 0, PARTNER: 0, PENDING: 0, TRIAL: 0 } as Record<string, number>;
  for (const o of orgs) customersByStatus[o.status]! += 1;
  const ids = new Set(orgs.map((o) => o.cybrOrgId));
  const rows = (await t.database.db.select().from(licenses)).filter((l) => ids.has(l.cybrOrgId) && l.active);
  const products = ['insider-threat-detection', 'standard'].flatMap((productType) => {
    const of = rows.filter((l) => l.productType === productType);
    if (of.length === 0) return [];
    const capped = of.filter((l) => (l.licenseCap ?? 0) > 0);
    return [
      {
        productType,
        customers: of.length,
        seatsInUse: of.reduce((sum, l) => sum + l.issued, 0),
        seatsCapped: capped.reduce((sum, l) => sum + l.licenseCap!, 0),
        unlimitedCustomers: of.filter((l) => l.licenseCap === 0).length,
        atOrOverCap: capped.filter((l) => l.issued >= l.licenseCap!).length,
      },
    ];
  });
  return { customersByStatus, products };
}

describe('GET /api/v1/partners/{cybrOrgId}/summary', () => {
  it("gives a distributor the numbers of its whole book, resellers' customers included", async () => {
    const answer = await send('GET', `/api/v1/partners/${ids.distributor}/summary`, await t.cookieFor('distributor'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(await expected((o) => o.distributorCybrOrgId === ids.distributor));
    expect(answer.body.customersByStatus.PENDING).toBeGreaterThan(0);
  });

  it('gives a reseller the numbers of its own customers, and its distributor the same for that book', async () => {
    const want = await expected((o) => o.partnerCybrOrgId === ids.resellerA);
    expect(
      (await send('GET', `/api/v1/partners/${ids.resellerA}/summary`, await t.cookieFor('reseller'))).body,
    ).toEqual(want);
    expect(
      (await send('GET', `/api/v1/partners/${ids.resellerA}/summary`, await t.cookieFor('distributor'))).body,
    ).toEqual(want);
  });

  it('follows a change at once: a customer at its cap is counted', async () => {
    const [row] = await t.database.db
      .select()
      .from(licenses)
      .innerJoin(organizations, eq(organizations.cybrOrgId, licenses.cybrOrgId))
      .where(
        and(
          eq(organizations.partnerCybrOrgId, ids.resellerA),
          eq(licenses.productType, 'standard'),
          eq(licenses.active, true),
        ),
      )
      .limit(1);
    const before = (await send('GET', `/api/v1/partners/${ids.resellerA}/summary`, await t.cookieFor('reseller'))).body;
    await t.database.db
      .update(licenses)
      .set({ licenseCap: 0 })
      .where(and(eq(licenses.cybrOrgId, row!.licenses.cybrOrgId), eq(licenses.productType, 'standard')));
    const after = (await send('GET', `/api/v1/partners/${ids.resellerA}/summary`, await t.cookieFor('reseller'))).body;
    expect(after).toEqual(await expected((o) => o.partnerCybrOrgId === ids.resellerA));
    const unlimited = (s: typeof before) =>
      s.products.find((p: { productType: string }) => p.productType === 'standard').unlimitedCustomers;
    expect(unlimited(after)).toBe(unlimited(before) + (row!.licenses.licenseCap === 0 ? 0 : 1));
  });

  it('follows a customer moving from a reseller to the distributor, in both books', async () => {
    const [moving] = await t.database.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.partnerCybrOrgId, ids.resellerA), eq(organizations.isPistachioPartner, false)))
      .limit(1);
    await t.database.db
      .update(organizations)
      .set({ partnerCybrOrgId: ids.distributor })
      .where(eq(organizations.cybrOrgId, moving!.cybrOrgId));
    const reseller = await send('GET', `/api/v1/partners/${ids.resellerA}/summary`, await t.cookieFor('reseller'));
    expect(reseller.body).toEqual(await expected((o) => o.partnerCybrOrgId === ids.resellerA));
    const distributor = await send(
      'GET',
      `/api/v1/partners/${ids.distributor}/summary`,
      await t.cookieFor('distributor'),
    );
    expect(distributor.body).toEqual(await expected((o) => o.distributorCybrOrgId === ids.distributor));
  });

  it('answers 404 to another partner and to a customer admin', async () => {
    for (const account of ['reseller2', 'customer'] as const) {
      expect((await send('GET', `/api/v1/partners/${ids.resellerA}/summary`, await t.cookieFor(account))).status).toBe(
        404,
      );
      expect(
        (await send('GET', `/api/v1/partners/${ids.distributor}/summary`, await t.cookieFor(account))).status,
      ).toBe(404);
    }
    expect(
      (await send('GET', `/api/v1/partners/${ids.distributor}/summary`, await t.cookieFor('reseller'))).status,
    ).toBe(404);
  });
});
