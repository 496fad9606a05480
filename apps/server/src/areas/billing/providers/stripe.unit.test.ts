import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quote } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import { readConfig } from '../../../config.ts';
import {
  startStripeRecordedServer,
  stripeFixture,
  type StripeRecordedServer,
} from '@portal/test-kit/stripe-recorded-server.ts';
import type { PaymentProvider, ProviderCheckoutInput } from './provider.ts';
import { createStripeProvider } from './stripe.ts';

let stripe: StripeRecordedServer;
const timeoutMs = 400;
const config = () => ({ secretKey: 'sk_test_recorded', webhookSecret: null, apiBase: stripe.apiBase });

const tiers = {
  taxInclusive: false,
  priceTiers: [
    { start: 1, upTo: 10, unitPrice: 1000, tax: 250, total: 1250 },
    { start: 11, upTo: null, unitPrice: 800, tax: 200, total: 1000 },
  ],
};
const address = { line1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', country: 'NO' };
const input = (overrides: Partial<ProviderCheckoutInput> = {}): ProviderCheckoutInput => ({
  subscriptionId: 'sub-ours-1',
  cybrOrgId: 'org-customer',
  provisioningCybrOrgId: 'org-partner',
  customer: {
    cybrOrgId: 'org-customer',
    name: 'Customer AS',
    email: 'billing@customer.example',
    billingAddress: address,
    shippingAddress: { ...address, line2: 'Floor 3' },
  },
  productType: 'standard',
  currency: 'eur',
  quantity: 12,
  quote: quote(tiers, 12),
  idempotencyKey: 'key-1',
  now: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});
const writes = () => stripe.requests.filter((request) => request.method === 'POST');

beforeAll(async () => {
  stripe = await startStripeRecordedServer();
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.productsMissing = false;
});

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Stripe checkout', () => {
  it('creates the customer and an incomplete subscription, and answers the PaymentIntent client secret', async () => {
    const provider: PaymentProvider = createStripeProvider(config(), { timeoutMs });
    const result = await provider.checkout(input());
    const recorded = stripeFixture('subscription-created') as {
      id: string;
      latest_invoice: { confirmation_secret: { client_secret: string }; hosted_invoice_url: string };
      items: { data: [{ current_period_start: number; current_period_end: number }] };
    };
    expect(result).toEqual({
      customerId: 'cus_RcXk4f9B2mQ7Tz',
      externalId: recorded.id,
      status: 'incomplete',
      clientSecret: recorded.latest_invoice.confirmation_secret.client_secret,
      paymentUrl: recorded.latest_invoice.hosted_invoice_url,
      currentPeriodStart: new Date(recorded.items.data[0].current_period_start * 1000),
      nextBillingDate: new Date(recorded.items.data[0].current_period_end * 1000),
    });

    const [customer, subscription] = writes();
    expect(customer!.path).toBe('/v1/customers');
    expect(customer!.form).toMatchObject({
      name: 'Customer AS',
      email: 'billing@customer.example',
      'address[line1]': 'Karl Johans gate 1',
      'address[postal_code]': '0154',
      'address[country]': 'NO',
      'shipping[address][line2]': 'Floor 3',
      'metadata[cybrOrgId]': 'org-customer',
    });
    expect(subscription!.path).toBe('/v1/subscriptions');
    // 10 seats at 12.50 and 2 at 10.00, tax included: one line of the graduated total.
    expect(subscription!.form).toMatchObject({
      customer: 'cus_RcXk4f9B2mQ7Tz',
      payment_behavior: 'default_incomplete',
      'items[0][quantity]': '1',
      'items[0][price_data][unit_amount]': '14500',
      'items[0][price_data][currency]': 'eur',
      'items[0][price_data][product]': 'portal-standard',
      'items[0][price_data][recurring][interval]': 'month',
      'metadata[seats]': '12',
      'metadata[subscriptionId]': 'sub-ours-1',
      'metadata[cybrOrgId]': 'org-customer',
      'metadata[provisioningCybrOrgId]': 'org-partner',
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
  });

  it("sends the checkout's idempotency key, scoped to the partner and the step, the same on a retry", async () => {
    const provider = createStripeProvider(config(), { timeoutMs });
    await provider.checkout(input());
    await provider.checkout(input());
    const keys = writes().map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([
      'org-partner/key-1/customer',
      'org-partner/key-1/subscription',
      'org-partner/key-1/customer',
      'org-partner/key-1/subscription',
    ]);

    stripe.requests.length = 0;
    await provider.checkout(input({ provisioningCybrOrgId: 'org-other-partner' }));
    expect(writes().map((request) => request.headers['idempotency-key'])).toEqual([
      'org-other-partner/key-1/customer',
      'org-other-partner/key-1/subscription',
    ]);
  });

  it('makes the product on a Stripe account that has none yet', async () => {
    stripe.productsMissing = true;
    await createStripeProvider(config(), { timeoutMs }).checkout(input({ productType: 'insider-threat-detection' }));
    expect(writes()[0]).toMatchObject({ path: '/v1/products', form: { id: 'portal-insider-threat-detection' } });
    expect(writes()[2]!.form['items[0][price_data][product]']).toBe('portal-insider-threat-detection');
  });

  it('answers PROVIDER_UNAVAILABLE when Stripe refuses or fails', async () => {
    const provider = createStripeProvider(config(), { timeoutMs, maxNetworkRetries: 0 });
    stripe.answerNext({ status: 200, body: stripeFixture('product') });
    stripe.answerNext({ status: 402, body: stripeFixture('card-error') });
    const declined = await refusal(provider.checkout(input()));
    expect(declined).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      status: 502,
      message: expect.stringContaining('Your card was declined'),
    });

    stripe.answerNext({ status: 500, body: stripeFixture('api-error') });
    const failed = await refusal(provider.checkout(input()));
    expect(failed).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 502 });
    expect(failed.message).not.toContain('unknown error');
  });

  it('gives up on a Stripe that does not answer within the timeout', async () => {
    const provider = createStripeProvider(config(), { timeoutMs, maxNetworkRetries: 0 });
    stripe.answerNext('hang');
    const started = Date.now();
    const error = await refusal(provider.checkout(input()));
    expect(Date.now() - started).toBeLessThan(timeoutMs + 1500);
    expect(error).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: expect.stringContaining('did not answer in time'),
    });
  });
});

describe('Stripe subscription changes', () => {
  const ref = {
    subscriptionId: 'sub-ours-1',
    externalId: 'sub_1QxR7hLkdIwHu7ixA2b3C4d5',
    nextBillingDate: new Date('2026-02-01T00:00:00Z'),
  };

  it('cancels at the chosen time and resumes by clearing it', async () => {
    const provider = createStripeProvider(config(), { timeoutMs });
    await provider.cancel(ref, new Date('2026-03-15T12:00:00Z'));
    await provider.resume(ref);
    const [cancel, resume] = writes();
    expect(cancel).toMatchObject({
      path: `/v1/subscriptions/${ref.externalId}`,
      form: { cancel_at: String(Date.parse('2026-03-15T12:00:00Z') / 1000), proration_behavior: 'none' },
    });
    expect(resume).toMatchObject({ path: `/v1/subscriptions/${ref.externalId}`, form: { cancel_at: '' } });
  });

  it("changes the seats by replacing the line's amount with the new graduated total", async () => {
    const provider = createStripeProvider(config(), { timeoutMs });
    await provider.changeQuantity(ref, 20, quote(tiers, 20));
    expect(writes()[0]!.form).toMatchObject({
      'items[0][id]': 'si_RcXkH3f8QmZ2Lp',
      'items[0][quantity]': '1',
      'items[0][price_data][unit_amount]': '22500',
      'metadata[seats]': '20',
      proration_behavior: 'none',
    });
  });

  it('answers PROVIDER_UNAVAILABLE when a change fails at Stripe', async () => {
    const provider = createStripeProvider(config(), { timeoutMs, maxNetworkRetries: 0 });
    stripe.answerNext({ status: 500, body: stripeFixture('api-error') });
    expect(await refusal(provider.cancel(ref, new Date('2026-03-15T12:00:00Z')))).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});

describe('Stripe configuration', () => {
  it('is on only with STRIPE_SECRET_KEY, with the webhook secret and API base optional', () => {
    expect(readConfig({}).stripe).toBeUndefined();
    expect(readConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toBeUndefined();
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: null,
      apiBase: null,
    });
    expect(
      readConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:1234',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_x',
      apiBase: 'http://127.0.0.1:1234',
    });
  });
});
