import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, subscriptions } from '../../../db/schema.ts';
import { startStripeRecordedServer, type StripeRecordedServer } from '@portal/test-kit/stripe-recorded-server.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { billingFixtures } from '../billing.fixture.ts';

// A card checkout through the API on a server with Stripe keys, Stripe being the recorded stand-in.
let stripe: StripeRecordedServer;
let t: TestApp;
let f: Awaited<ReturnType<typeof billingFixtures>>;

beforeAll(async () => {
  stripe = await startStripeRecordedServer();
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_recorded', STRIPE_API_BASE: stripe.apiBase });
  f = await billingFixtures(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('checkout with provider stripe', () => {
  it('answers the card subscription with the client secret the buyer confirms, and passes the key on', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const key = f.newKey();
    const bought = await f.send(
      'POST',
      f.subscriptionsUrl(customer),
      'distributor',
      f.order(customer, { provider: 'stripe', quantity: 60 }),
      { 'idempotency-key': key },
    );
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      provider: 'stripe',
      cybrOrgId: customer,
      status: 'incomplete',
      paymentMethod: 'card',
      quantity: 60,
      currency: 'eur',
      // The buyer confirms the card with the client secret, or pays on Stripe's own invoice page.
      paymentData: {
        clientSecret: expect.stringMatching(/_secret_/),
        paymentUrl: 'https://invoice.stripe.com/i/acct_1Qx/test_YWNjdF8xUXg',
        total: 35090,
        tax: 6090,
        taxInclusive: false,
      },
    });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.cybrOrgId, customer));
    expect(row).toMatchObject({ provider: 'stripe', externalId: 'sub_1QxR7hLkdIwHu7ixA2b3C4d5' });
    // Stripe bills the card: no invoice of our own is issued for it.
    expect(await t.database.db.select().from(invoices).where(eq(invoices.cybrOrgId, customer))).toEqual([]);

    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(created.headers['idempotency-key']).toContain(key);
    expect(created.form).toMatchObject({
      'items[0][price_data][unit_amount]': '35090',
      'metadata[seats]': '60',
      'metadata[cybrOrgId]': customer,
    });

    // The retry is answered from our own record: Stripe is not asked again.
    const before = stripe.requests.length;
    const retried = await f.send(
      'POST',
      f.subscriptionsUrl(customer),
      'distributor',
      f.order(customer, { provider: 'stripe', quantity: 60 }),
      { 'idempotency-key': key },
    );
    expect(retried.body.subscriptionId).toBe(bought.body.subscriptionId);
    expect(stripe.requests.length).toBe(before);
  });

  it('stores nothing when Stripe fails, and says the provider is unavailable', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    stripe.answerNext({ status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
    stripe.answerNext({ status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
    const refused = await f.send(
      'POST',
      f.subscriptionsUrl(customer),
      'distributor',
      f.order(customer, { provider: 'stripe' }),
      { 'idempotency-key': f.newKey() },
    );
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('PROVIDER_UNAVAILABLE');
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.cybrOrgId, customer))).toEqual([]);
  });
});
