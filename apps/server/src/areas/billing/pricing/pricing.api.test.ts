import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partners } from '../../../db/schema.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

// Demo data: the distributor bills in NOK; reseller (Alpine) has chosen no currency yet;
// reseller2 (Thames) has hidePricing on; customer is a customer organisation's admin.
let t: TestApp;
let send: ReturnType<typeof requester>;
let cookies: Record<'distributor' | 'reseller' | 'reseller2' | 'customer' | 'staff', string>;
let ids: { distributor: string; resellerA: string; resellerB: string };

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    reseller2: await t.cookieFor('reseller2'),
    customer: await t.cookieFor('customer'),
    staff: await t.cookieFor('staff'),
  };
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    resellerA: await t.orgId('Alpine Secure IT GmbH'),
    resellerB: await t.orgId('Thames Cyber Partners Ltd'),
  };
});
afterAll(() => t.close());

const firstTiers = (price: { priceTiers: { unitPrice: number }[] }) => price.priceTiers.map((tier) => tier.unitPrice);

describe('GET /api/v1/pricing', () => {
  it("answers the cybr list prices' monthly and yearly sat and itd tables in the currency asked for", async () => {
    const answer = await send('GET', '/api/v1/pricing?currency=eur', cookies.reseller);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.monthly)).toEqual(['eur']);
    expect(Object.keys(answer.body.yearly)).toEqual(['eur']);
    expect(answer.body.monthly.eur.sat).toEqual({
      provider: 'cybr',
      product: 'sat',
      currency: 'eur',
      unitPrice: 500,
      tax: 105,
      taxInclusive: false,
      total: 605,
      priceTiers: [
        { start: 1, upTo: 50, unitPrice: 500, tax: 105, total: 605 },
        { start: 51, upTo: 250, unitPrice: 400, tax: 84, total: 484 },
        { start: 251, upTo: 1000, unitPrice: 300, tax: 63, total: 363 },
        { start: 1001, upTo: null, unitPrice: 200, tax: 42, total: 242 },
      ],
    });
    expect(firstTiers(answer.body.monthly.eur.itd)).toEqual([800, 700, 600, 500]);
    expect(firstTiers(answer.body.yearly.eur.sat)).toEqual([5000, 4000, 3000, 2000]);
    expect(firstTiers(answer.body.yearly.eur.itd)).toEqual([8000, 7000, 6000, 5000]);
  });

  it('answers every currency to partners and platform staff', async () => {
    for (const [currency, cookie, satMonthly] of [
      ['nok', cookies.distributor, 6000],
      ['gbp', cookies.reseller, 450],
      ['usd', cookies.staff, 550],
    ] as const) {
      const answer = await send('GET', `/api/v1/pricing?currency=${currency}`, cookie);
      expect(answer.status).toBe(200);
      expect(answer.body.monthly[currency].sat).toMatchObject({
        currency,
        unitPrice: satMonthly,
        taxInclusive: currency === 'nok',
      });
    }
  });

  it.each([[''], ['?currency='], ['?currency=chf'], ['?currency=EUR']])(
    'refuses the query %j with 400 naming currency',
    async (query) => {
      const refused = await send('GET', `/api/v1/pricing${query}`, cookies.distributor);
      expect(refused.status).toBe(400);
      expect(refused.body.fields[0].field).toBe('currency');
    },
  );

  it("refuses a customer organisation's user (403) and an anonymous caller (401)", async () => {
    expect(await send('GET', '/api/v1/pricing?currency=eur', cookies.customer)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await send('GET', '/api/v1/pricing?currency=eur', '')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('GET /api/v2/pricing', () => {
  it('answers the monthly sat, itd and itd+sat prices of cybr alone when Stripe is not configured', async () => {
    const answer = await send('GET', '/api/v2/pricing?currency=gbp', cookies.distributor);
    expect(answer.status).toBe(200);
    expect(
      answer.body.map((p: { provider: string; product: string; currency: string; unitPrice: number }) => [
        p.provider,
        p.product,
        p.currency,
        p.unitPrice,
      ]),
    ).toEqual([
      ['cybr', 'sat', 'gbp', 450],
      ['cybr', 'itd', 'gbp', 700],
      ['cybr', 'itd+sat', 'gbp', 1000],
    ]);
    expect(firstTiers(answer.body[2])).toEqual([1000, 800, 700, 500]);
  });

  it('refuses a bad currency (400), a customer user (403) and an anonymous caller (401)', async () => {
    expect((await send('GET', '/api/v2/pricing?currency=sek', cookies.staff)).body.fields[0].field).toBe('currency');
    expect(await send('GET', '/api/v2/pricing?currency=eur', cookies.customer)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect((await send('GET', '/api/v2/pricing?currency=eur', '')).status).toBe(401);
  });
});

describe('GET /api/v2/partners/{cybrOrgId}/pricing', () => {
  const url = (id: string) => `/api/v2/partners/${id}/pricing`;

  it("answers the partner's own users the tables in the partner's currency", async () => {
    const answer = await send('GET', url(ids.distributor), cookies.distributor);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.monthly)).toEqual(['nok']);
    expect(answer.body.monthly.nok.sat).toMatchObject({
      provider: 'cybr',
      unitPrice: 6000,
      tax: 1200,
      total: 6000,
      taxInclusive: true,
    });
    expect(answer.body.yearly.nok.itd).toMatchObject({ unitPrice: 95000, tax: 19000, total: 95000 });
  });

  it('answers platform staff for any partner', async () => {
    expect((await send('GET', url(ids.distributor), cookies.staff)).body).toEqual(
      (await send('GET', url(ids.distributor), cookies.distributor)).body,
    );
  });

  it('refuses a partner that has chosen no currency yet with 409 and a message saying so, until it chooses one', async () => {
    const fresh = await newPartner(t, 'distributor');
    const refused = await send('GET', url(fresh.cybrOrgId), fresh.cookie);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'This partner has not chosen its currency yet: choose one in sign-up to see its prices',
      },
    });
    await t.database.db.update(partners).set({ currency: 'usd' }).where(eq(partners.cybrOrgId, fresh.cybrOrgId));
    const answer = await send('GET', url(fresh.cybrOrgId), fresh.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.monthly.usd.itd).toMatchObject({ unitPrice: 900, tax: 0, total: 900 });
  });

  it("answers a reseller that has no currency of its own in its distributor's", async () => {
    const answer = await send('GET', url(ids.resellerA), cookies.reseller);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.monthly)).toEqual(['nok']);
  });

  it('answers 404, exactly as for a missing partner, to anyone but its own users and staff', async () => {
    const missing = await send('GET', url('00000000-0000-4000-8000-000000000000'), cookies.staff);
    expect(missing.status).toBe(404);
    // The distributor above a reseller, a reseller asking for its distributor, a customer user.
    for (const [id, cookie] of [
      [ids.resellerA, cookies.distributor],
      [ids.distributor, cookies.reseller],
      [ids.distributor, cookies.customer],
      [ids.resellerA, cookies.customer],
    ] as const) {
      const denied = await send('GET', url(id), cookie);
      expect(denied.status).toBe(404);
      expect({ ...denied.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
    }
    expect((await send('GET', url(ids.distributor), '')).status).toBe(401);
  });
});

describe('GET /api/v1/subscriptions/providers/{provider}/products/{products}/prices/{currency}', () => {
  const url = (provider: string, product: string, currency: string) =>
    `/api/v1/subscriptions/providers/${provider}/products/${product}/prices/${currency}`;

  it("answers the provider's monthly price for the product", async () => {
    const answer = await send('GET', url('cybr', 'itd+sat', 'usd'), cookies.reseller);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      provider: 'cybr',
      product: 'itd+sat',
      currency: 'usd',
      unitPrice: 1300,
      tax: 0,
      total: 1300,
      taxInclusive: false,
    });
    expect(firstTiers(answer.body)).toEqual([1300, 1100, 900, 700]);
    expect(answer.body).not.toHaveProperty('version');
    expect((await send('GET', url('cybr', 'itd%2Bsat', 'usd'), cookies.reseller)).body).toEqual(answer.body);
    expect((await send('GET', url('cybr', 'sat', 'nok'), cookies.staff)).body).toMatchObject({
      unitPrice: 6000,
      tax: 1200,
      taxInclusive: true,
    });
  });

  it('refuses stripe while Stripe is not configured with PROVIDER_NOT_CONFIGURED', async () => {
    expect(await send('GET', url('stripe', 'sat', 'eur'), cookies.distributor)).toMatchObject({
      status: 400,
      body: { code: 'PROVIDER_NOT_CONFIGURED' },
    });
  });

  it.each([
    ['paypal', 'sat', 'eur', 'provider'],
    ['cybr', 'teach', 'eur', 'products'],
    ['cybr', 'sat', 'chf', 'currency'],
  ])('refuses %s/%s/%s with 400 naming %s', async (provider, product, currency, field) => {
    const refused = await send('GET', url(provider, product, currency), cookies.distributor);
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe(field);
  });

  it("refuses a customer organisation's user (403) and an anonymous caller (401)", async () => {
    expect(await send('GET', url('cybr', 'sat', 'eur'), cookies.customer)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect((await send('GET', url('cybr', 'sat', 'eur'), '')).status).toBe(401);
  });
});

describe('with Stripe configured', () => {
  let withStripe: TestApp;
  beforeAll(async () => {
    withStripe = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_pricing', STRIPE_API_BASE: 'http://127.0.0.1:9' });
  });
  afterAll(() => withStripe.close());

  it('lists the stripe prices after the cybr ones in /api/v2/pricing, and answers the stripe price', async () => {
    const get = requester(withStripe);
    const cookie = await withStripe.cookieFor('distributor');
    const listed = await get('GET', '/api/v2/pricing?currency=eur', cookie);
    expect(listed.body.map((p: { provider: string; product: string }) => `${p.provider} ${p.product}`)).toEqual([
      'cybr sat',
      'cybr itd',
      'cybr itd+sat',
      'stripe sat',
      'stripe itd',
      'stripe itd+sat',
    ]);
    const price = await get('GET', '/api/v1/subscriptions/providers/stripe/products/itd/prices/gbp', cookie);
    expect(price).toMatchObject({
      status: 200,
      body: { provider: 'stripe', product: 'itd', currency: 'gbp', unitPrice: 700, tax: 140, total: 840 },
    });
  });
});
