import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partners } from '../../../db/schema.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let hidden: { cybrOrgId: string; cookie: string };
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  staff = await t.cookieFor('staff');
  const fresh = await newPartner(t, 'distributor');
  hidden = fresh;
  await t.database.db
    .update(partners)
    .set({ currency: 'eur', hidePricing: true })
    .where(eq(partners.cybrOrgId, fresh.cybrOrgId));
});
afterAll(() => t.close());

const setHidden = (hidePricing: boolean) =>
  t.database.db.update(partners).set({ hidePricing }).where(eq(partners.cybrOrgId, hidden.cybrOrgId));

const validUpdate = {
  taxInclusive: false,
  version: 1,
  priceTiers: [
    { start: 1, upTo: 50, unitPrice: 500, tax: 105, total: 605 },
    { start: 51, upTo: null, unitPrice: 100, tax: 21, total: 121 },
  ],
};

/** Every pricing endpoint, as the hidden partner's user calls it ({own} is its cybrOrgId). */
const calls = [
  ['GET', '/api/v1/pricing?currency=eur'],
  ['GET', '/api/v2/pricing?currency=eur'],
  ['GET', '/api/v2/partners/{own}/pricing'],
  ['GET', '/api/v1/subscriptions/providers/cybr/products/sat/prices/eur'],
  // Stripe is not configured here: the hidden answer still comes first and names nothing.
  ['GET', '/api/v1/subscriptions/providers/stripe/products/sat/prices/eur'],
  ['GET', '/api/v1/platform/prices'],
  ['PUT', '/api/v1/platform/prices/cybr/sat/eur/month', validUpdate],
] as const;

async function call(method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) {
  const origin = new URL(t.config.publicUrl).origin;
  const response = await t.app.inject({
    method,
    url: api(url),
    headers: { cookie, origin },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, text: response.body, body: response.json() };
}

describe('hidePricing', () => {
  it.each(calls.map((c) => [c[0], c[1], c] as const))(
    '%s %s answers 403 PRICING_HIDDEN with no amount in it',
    async (_method, _url, [method, url, payload]) => {
      const answer = await call(method, url.replace('{own}', hidden.cybrOrgId), hidden.cookie, payload);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('PRICING_HIDDEN');
      expect(Object.keys(answer.body).sort()).toEqual(['code', 'message', 'requestId']);
      expect(answer.body.message).not.toMatch(/\d/);
      expect(answer.text).not.toMatch(/unitPrice|total|priceTiers/);
    },
  );

  it('changes no price when the hidden partner tries to edit one', async () => {
    const [price] = (await call('GET', '/api/v1/platform/prices', staff)).body.filter(
      (p: { provider: string; product: string; currency: string; interval: string }) =>
        p.provider === 'cybr' && p.product === 'sat' && p.currency === 'eur' && p.interval === 'month',
    );
    expect(price.version).toBe(1);
    expect(price.priceTiers).toHaveLength(4);
  });

  it("hides the demo reseller's prices too, and shows them again as soon as the flag is off", async () => {
    const reseller2 = await t.cookieFor('reseller2');
    expect((await send('GET', '/api/v1/pricing?currency=gbp', reseller2)).body.code).toBe('PRICING_HIDDEN');
    await setHidden(false);
    try {
      expect(
        (await send('GET', `/api/v2/partners/${hidden.cybrOrgId}/pricing`, hidden.cookie)).body.monthly.eur.sat
          .unitPrice,
      ).toBe(500);
      expect((await send('GET', '/api/v1/pricing?currency=eur', hidden.cookie)).status).toBe(200);
    } finally {
      await setHidden(true);
    }
    expect((await send('GET', '/api/v1/pricing?currency=eur', hidden.cookie)).status).toBe(403);
  });

  it("still shows platform staff the hidden partner's prices", async () => {
    const answer = await send('GET', `/api/v2/partners/${hidden.cybrOrgId}/pricing`, staff);
    expect(answer.status).toBe(200);
    expect(answer.body.monthly.eur.itd.unitPrice).toBe(800);
  });
});
