import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, prices, users } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let cookies: Record<'distributor' | 'reseller' | 'customer' | 'staff', string>;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    customer: await t.cookieFor('customer'),
    staff: await t.cookieFor('staff'),
  };
  staffId = (await t.database.db.select().from(users).where(eq(users.email, 'staff@portal.example')))[0]!.cybrId;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) {
  const origin = new URL(t.config.publicUrl).origin;
  const response = await t.app.inject({
    method,
    url: api(url),
    headers: { cookie, origin },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const priceUrl = (key: string) => `/api/v1/platform/prices/${key}`;
const auditFor = (target: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'price.update'), eq(auditLog.target, target)));
const stored = async (provider: string, product: string, currency: string, interval: string) =>
  (
    await t.database.db
      .select()
      .from(prices)
      .where(
        and(
          eq(prices.provider, provider),
          eq(prices.product, product),
          eq(prices.currency, currency),
          eq(prices.interval, interval),
        ),
      )
  )[0]!;

// GBP 4.00 + 20 % for seats 1–100, then 3.00 + 20 %.
const twoTiers = (version: number) => ({
  taxInclusive: false,
  version,
  priceTiers: [
    { start: 1, upTo: 100, unitPrice: 400, tax: 80, total: 480 },
    { start: 101, upTo: null, unitPrice: 300, tax: 60, total: 360 },
  ],
});

describe('GET /api/v1/platform/prices', () => {
  it('answers platform staff every price of both providers, with interval and version', async () => {
    const answer = await call('GET', '/api/v1/platform/prices', cookies.staff);
    expect(answer.status).toBe(200);
    // 2 providers × 3 products × 4 currencies × 2 intervals.
    expect(answer.body).toHaveLength(48);
    expect(answer.body[0]).toMatchObject({
      provider: 'cybr',
      product: 'sat',
      currency: 'eur',
      interval: 'month',
      unitPrice: 500,
      version: 1,
    });
    expect(
      answer.body.find(
        (p: { provider: string; product: string; currency: string; interval: string }) =>
          p.provider === 'stripe' && p.product === 'itd+sat' && p.currency === 'nok' && p.interval === 'year',
      ),
    ).toMatchObject({ unitPrice: 135000, tax: 27000, taxInclusive: true });
  });

  it('refuses partners and customer users with 403 FORBIDDEN, and anonymous callers with 401', async () => {
    for (const cookie of [cookies.distributor, cookies.reseller, cookies.customer]) {
      expect(await call('GET', '/api/v1/platform/prices', cookie)).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
    }
    expect((await call('GET', '/api/v1/platform/prices', '')).status).toBe(401);
  });
});

describe('PUT /api/v1/platform/prices/{provider}/{product}/{currency}/{interval}', () => {
  it('replaces the tiers, bumps the version, writes the audit entry, and partners see the new price', async () => {
    const answer = await call('PUT', priceUrl('cybr/sat/gbp/month'), cookies.staff, twoTiers(1));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      provider: 'cybr',
      product: 'sat',
      currency: 'gbp',
      interval: 'month',
      unitPrice: 400,
      tax: 80,
      taxInclusive: false,
      total: 480,
      priceTiers: twoTiers(2).priceTiers,
      version: 2,
    });
    expect((await stored('cybr', 'sat', 'gbp', 'month')).version).toBe(2);

    const [entry, ...more] = await auditFor('cybr/sat/gbp/month');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorCybrId: staffId,
      before: { taxInclusive: false, version: 1 },
      after: { taxInclusive: false, version: 2, priceTiers: twoTiers(2).priceTiers },
    });
    expect((entry!.before as { priceTiers: { unitPrice: number }[] }).priceTiers.map((tier) => tier.unitPrice)).toEqual(
      [450, 350, 250, 200],
    );

    const seen = await call('GET', '/api/v1/pricing?currency=gbp', cookies.distributor);
    expect(seen.body.monthly.gbp.sat.priceTiers).toEqual(twoTiers(2).priceTiers);
    // Only that one price changed: the yearly one and stripe's are as seeded.
    expect(seen.body.yearly.gbp.sat.unitPrice).toBe(4500);
    expect((await stored('stripe', 'sat', 'gbp', 'month')).version).toBe(1);
  });

  it('refuses a stale version with 409, changing nothing and writing no audit entry', async () => {
    expect((await call('PUT', priceUrl('cybr/itd/eur/month'), cookies.staff, twoTiers(1))).status).toBe(200);
    const stale = await call('PUT', priceUrl('cybr/itd/eur/month'), cookies.staff, {
      ...twoTiers(1),
      priceTiers: [{ start: 1, upTo: null, unitPrice: 1, tax: 0, total: 1 }],
    });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'Someone else changed this price since you opened it: it is now at version 2. Reload and try again',
      },
    });
    const row = await stored('cybr', 'itd', 'eur', 'month');
    expect(row.version).toBe(2);
    expect(row.tiers).toHaveLength(2);
    expect(await auditFor('cybr/itd/eur/month')).toHaveLength(1);
  });

  it('lets only one of two editors who opened the same version save', async () => {
    const [first, second] = await Promise.all([
      call('PUT', priceUrl('stripe/itd/usd/year'), cookies.staff, twoTiers(1)),
      call('PUT', priceUrl('stripe/itd/usd/year'), cookies.staff, {
        ...twoTiers(1),
        priceTiers: [{ start: 1, upTo: null, unitPrice: 1, tax: 0, total: 1 }],
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await stored('stripe', 'itd', 'usd', 'year')).version).toBe(2);
    expect(await auditFor('stripe/itd/usd/year')).toHaveLength(1);
  });

  it('keeps the version and writes no audit entry when nothing changes', async () => {
    const current = await stored('cybr', 'itd+sat', 'usd', 'month');
    const same = { taxInclusive: current.taxInclusive, version: 1, priceTiers: current.tiers as object[] };
    expect(await call('PUT', priceUrl('cybr/itd+sat/usd/month'), cookies.staff, same)).toMatchObject({
      status: 200,
      body: { version: 1 },
    });
    expect(await auditFor('cybr/itd+sat/usd/month')).toEqual([]);
  });

  it.each([
    [
      'a gap between tiers',
      {
        ...twoTiers(1),
        priceTiers: [
          { start: 1, upTo: 100, unitPrice: 400, tax: 80, total: 480 },
          { start: 102, upTo: null, unitPrice: 300, tax: 60, total: 360 },
        ],
      },
      'priceTiers.1.start',
    ],
    [
      'an open tier before the last',
      {
        ...twoTiers(1),
        priceTiers: [
          { start: 1, upTo: null, unitPrice: 400, tax: 80, total: 480 },
          { start: 101, upTo: null, unitPrice: 300, tax: 60, total: 360 },
        ],
      },
      'priceTiers.0.upTo',
    ],
    [
      'a total that is not price plus tax',
      { ...twoTiers(1), priceTiers: [{ start: 1, upTo: null, unitPrice: 400, tax: 80, total: 400 }] },
      'priceTiers.0.total',
    ],
    ['no version', { taxInclusive: false, priceTiers: twoTiers(1).priceTiers }, 'version'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_what, body, field) => {
    const refused = await call('PUT', priceUrl('cybr/sat/usd/month'), cookies.staff, body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await stored('cybr', 'sat', 'usd', 'month')).version).toBe(1);
  });

  it.each([
    ['paypal/sat/eur/month', 'provider'],
    ['cybr/teach/eur/month', 'product'],
    ['cybr/sat/chf/month', 'currency'],
    ['cybr/sat/eur/week', 'interval'],
  ])('refuses %s with 400 naming %s', async (key, field) => {
    const refused = await call('PUT', priceUrl(key), cookies.staff, twoTiers(1));
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe(field);
  });

  it('refuses partners and customer users with 403 FORBIDDEN, anonymous callers with 401, and changes nothing', async () => {
    for (const cookie of [cookies.distributor, cookies.reseller, cookies.customer]) {
      expect(await call('PUT', priceUrl('cybr/sat/nok/month'), cookie, twoTiers(1))).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
    }
    expect((await call('PUT', priceUrl('cybr/sat/nok/month'), '', twoTiers(1))).status).toBe(401);
    expect((await stored('cybr', 'sat', 'nok', 'month')).version).toBe(1);
    expect(await auditFor('cybr/sat/nok/month')).toEqual([]);
  });
});
