import { describe, it, expect } from 'vitest';
import {
  accessCodeCreateRequestSchema,
  accessCodeSchema,
  cancellationMessages,
  cancellationSchema,
  cardSubscriptionSchema,
  checkoutRequestSchema,
  invoiceSchema,
  licenseCapUpdateRequestSchema,
  priceSchema,
  priceTablesSchema,
  providerSubscriptionSchema,
  subscriptionSchema,
} from '../index.ts';
import { messages } from '../rules/validation.ts';
import { rejectionIssues } from './rejection-issues.ts';

const issues = rejectionIssues;

const at = '2025-03-14T09:30:00Z';
const address = { line1: 'Storgata 1', city: 'Oslo', postalCode: '0155', country: 'NO' };

const subscription = {
  cybrOrgId: 'org_acme',
  subscriptionId: 'sub_1Q2w3E',
  active: true,
  licenseCap: 0,
  subscriptionType: 'STANDARD',
  productType: 'standard',
  provisioningCybrOrgId: 'org_nordic',
};
const cardSubscription = {
  ...subscription,
  currency: 'eur',
  customerId: 'cus_9Xy',
  paymentData: {
    clientSecret: 'seti_1_secret_abc',
    paymentUrl: 'https://invoice.stripe.com/i/acct_1Qx/test_YWNjdF8xUXg',
    subscriptionId: 'sub_1Q2w3E',
    tax: 2475,
    taxInclusive: false,
    total: 12375,
  },
  status: 'active',
  nextBillingDate: '2025-04-14T00:00:00Z',
  paymentMethod: 'card',
  quantity: 25,
};

describe('§3 subscription', () => {
  it('§3 subscription: a base subscription parses, cancellationTime optional', () => {
    expect(subscriptionSchema.parse(subscription)).toEqual(subscription);
    expect(subscriptionSchema.parse({ ...subscription, cancellationTime: at }).cancellationTime).toBe(at);
  });
  it('§3 subscription: subscriptionType is ACCESSCODE, TRIAL, STANDARD or VOLUME', () => {
    expect(issues(subscriptionSchema, { ...subscription, subscriptionType: 'FREE' })).toEqual([
      expect.stringMatching(/^subscriptionType: /),
    ]);
  });
  it('§3 subscription: a card-provider subscription adds payment fields', () => {
    expect(cardSubscriptionSchema.parse(cardSubscription)).toEqual(cardSubscription);
  });
  it('§3 subscription: status must be a card-provider status', () => {
    expect(issues(cardSubscriptionSchema, { ...cardSubscription, status: 'cancelled' })).toEqual([
      expect.stringMatching(/^status: /),
    ]);
  });
  it('§9 subscription: quantity is at least 1 seat', () => {
    expect(issues(cardSubscriptionSchema, { ...cardSubscription, quantity: 0 })).toEqual([
      `quantity: ${messages.invalid}`,
    ]);
  });
  it('§3 subscription: currency is one of the four', () => {
    expect(issues(cardSubscriptionSchema, { ...cardSubscription, currency: 'sek' })).toEqual([
      expect.stringMatching(/^currency: /),
    ]);
  });
  it('§3 subscription: the payment page is a web address, never a script', () => {
    const paymentData = { ...cardSubscription.paymentData, paymentUrl: 'javascript:alert(1)' };
    expect(issues(cardSubscriptionSchema, { ...cardSubscription, paymentData })).toEqual([
      expect.stringMatching(/^paymentData\.paymentUrl: /),
    ]);
  });
  it('§3 subscription: money is integer minor units', () => {
    const paymentData = { ...cardSubscription.paymentData, total: 123.75 };
    expect(issues(cardSubscriptionSchema, { ...cardSubscription, paymentData })).toEqual([
      expect.stringMatching(/^paymentData\.total: /),
    ]);
  });
  it('§3 subscription: a listed subscription names its provider and its customer, invoice or card alike', () => {
    const listed = { ...cardSubscription, organizationName: 'Fjord Logistics AS' };
    expect(providerSubscriptionSchema.parse({ ...listed, provider: 'cybr', paymentMethod: 'invoice' }).provider).toBe(
      'cybr',
    );
    expect(providerSubscriptionSchema.parse({ ...listed, provider: 'stripe' }).provider).toBe('stripe');
    expect(providerSubscriptionSchema.safeParse({ ...subscription, provider: 'cybr' }).success).toBe(false);
    expect(providerSubscriptionSchema.safeParse({ ...listed, provider: 'paypal' }).success).toBe(false);
  });
});

const checkout = {
  customer: {
    billingAddress: address,
    cybrOrgId: 'org_acme',
    email: 'finance@acme.no',
    name: 'Acme AS',
    shippingAddress: address,
  },
  subscription: { provider: 'cybr', productType: 'standard', currency: 'nok', quantity: 50, interval: 'month' },
};

describe('§7 checkout', () => {
  it('§7 checkout: customer plus subscription with seat quantity parses', () => {
    expect(checkoutRequestSchema.parse(checkout)).toEqual(checkout);
  });
  it('§5 checkout: seat quantity 0 is rejected', () => {
    const bad = { ...checkout, subscription: { ...checkout.subscription, quantity: 0 } };
    expect(issues(checkoutRequestSchema, bad)).toEqual([`subscription.quantity: ${messages.invalid}`]);
  });
  it('§5 checkout: the billing interval is month', () => {
    const bad = { ...checkout, subscription: { ...checkout.subscription, interval: 'year' } };
    expect(issues(checkoutRequestSchema, bad)).toEqual([expect.stringMatching(/^subscription\.interval: /)]);
  });
});

const ids = { subscriptionId: 'sub_1Q2w3E', cybrOrgId: 'org_acme' };

describe('§3 cancellation', () => {
  it('§3 cancellation: resume true carries neither reason nor time', () => {
    expect(cancellationSchema.parse({ ...ids, resume: true })).toEqual({ ...ids, resume: true });
  });
  it('§3 cancellation: resume true with a reason is rejected', () => {
    expect(issues(cancellationSchema, { ...ids, resume: true, cancellationReason: 'Too expensive' })).toEqual([
      `cancellationReason: ${cancellationMessages.resumeWithCancellation}`,
    ]);
  });
  it('§3 cancellation: resume true with a time is rejected', () => {
    expect(issues(cancellationSchema, { ...ids, resume: true, cancellationTime: at })).toEqual([
      `cancellationTime: ${cancellationMessages.resumeWithCancellation}`,
    ]);
  });
  it('§3 cancellation: resume false with a reason parses', () => {
    const value = { ...ids, resume: false, cancellationReason: 'Moving to another vendor' };
    expect(cancellationSchema.parse(value)).toEqual(value);
  });
  it('§3 cancellation: resume false with a time parses', () => {
    const value = { ...ids, resume: false, cancellationTime: '2025-06-30T23:59:59+02:00' };
    expect(cancellationSchema.parse(value)).toEqual(value);
  });
  it('§3 cancellation: resume false with neither is rejected', () => {
    expect(issues(cancellationSchema, { ...ids, resume: false })).toEqual([
      `cancellationReason: ${cancellationMessages.neither}`,
    ]);
  });
  it('§3 cancellation: resume false with both is rejected (exactly one)', () => {
    const value = { ...ids, resume: false, cancellationReason: 'Budget', cancellationTime: at };
    expect(issues(cancellationSchema, value)).toEqual([`cancellationTime: ${cancellationMessages.both}`]);
  });
  it('§3 cancellation: a blank reason counts as no reason', () => {
    expect(issues(cancellationSchema, { ...ids, resume: false, cancellationReason: '  ' })).toEqual([
      `cancellationReason: ${messages.emptyText}`,
    ]);
  });
});

const invoice = {
  invoiceId: 'in_1PqR',
  number: 'INV-2026-000042',
  organizationName: 'Fjord Logistics AS',
  subscriptionId: 'sub_1Q2w3E',
  cybrOrgId: 'org_acme',
  currency: 'gbp',
  downloadLink: 'https://pay.example.com/invoices/in_1PqR.pdf',
  dueDate: '2025-03-28T00:00:00Z',
  paymentDate: '2025-03-20T10:12:00Z',
  periodStart: '2025-03-01T00:00:00Z',
  periodEnd: '2025-03-31T23:59:59Z',
  status: 'paid',
  total: 49900,
  productType: 'standard',
};

describe('§3 invoice', () => {
  it('§3 invoice: a paid invoice parses', () => {
    expect(invoiceSchema.parse(invoice)).toEqual(invoice);
  });
  it('§3 invoice: wrong currency is rejected', () => {
    expect(issues(invoiceSchema, { ...invoice, currency: 'dkk' })).toEqual([expect.stringMatching(/^currency: /)]);
  });
  it('§3 invoice: total is integer minor units', () => {
    expect(issues(invoiceSchema, { ...invoice, total: 499.0001 })).toEqual([expect.stringMatching(/^total: /)]);
  });
  it('§3 invoice: the period cannot end before it starts', () => {
    expect(issues(invoiceSchema, { ...invoice, periodEnd: '2025-02-28T00:00:00Z' })).toEqual([
      'periodEnd: periodEnd must not be before periodStart',
    ]);
  });
});

const tier = (start: number, upTo: number | null, unitPrice: number) => ({
  start,
  upTo,
  unitPrice,
  tax: unitPrice / 4,
  total: unitPrice * 1.25,
});
const price = (product: 'sat' | 'itd', currency: string) => ({
  provider: 'stripe',
  product,
  currency,
  unitPrice: 400,
  tax: 100,
  taxInclusive: false,
  total: 500,
  priceTiers: [tier(1, 99, 400), tier(100, 499, 320), tier(500, null, 240)],
});

describe('§3 price', () => {
  it('§3 price: a tiered price with an open last tier parses', () => {
    expect(priceSchema.parse(price('sat', 'eur'))).toEqual(price('sat', 'eur'));
  });
  it('§3 price: only the last tier may be open-ended', () => {
    const bad = { ...price('sat', 'eur'), priceTiers: [tier(1, null, 400), tier(100, null, 320)] };
    expect(issues(priceSchema, bad)).toEqual(['priceTiers.0.upTo: Only the last tier may be open-ended']);
  });
  it('§3 price: tiers start in ascending order and upTo is not below start', () => {
    const bad = { ...price('sat', 'eur'), priceTiers: [tier(100, 499, 320), tier(1, 99, 400)] };
    expect(issues(priceSchema, bad)).toEqual(['priceTiers.1.start: Tiers must start in ascending order']);
    expect(issues(priceSchema, { ...price('sat', 'eur'), priceTiers: [tier(10, 5, 400)] })).toEqual([
      'priceTiers.0.upTo: upTo must not be below start',
    ]);
  });
  it('§3 price: wrong currency is rejected', () => {
    expect(issues(priceSchema, price('sat', 'chf'))).toEqual([expect.stringMatching(/^currency: /)]);
  });
  it('§3 price tables: monthly and yearly per currency, for sat and itd', () => {
    const tables = {
      monthly: {
        eur: { sat: price('sat', 'eur'), itd: price('itd', 'eur') },
        nok: { sat: price('sat', 'nok'), itd: price('itd', 'nok') },
      },
      yearly: { eur: { sat: price('sat', 'eur'), itd: price('itd', 'eur') } },
    };
    expect(priceTablesSchema.parse(tables)).toEqual(tables);
  });
  it('§3 price tables: an unknown currency key or a mismatched entry is rejected', () => {
    const entry = { sat: price('sat', 'eur'), itd: price('itd', 'eur') };
    expect(priceTablesSchema.safeParse({ monthly: { sek: entry }, yearly: {} }).success).toBe(false);
    expect(issues(priceTablesSchema, { monthly: { usd: entry }, yearly: {} })).toEqual([
      'monthly.usd.sat: Expected the sat price in usd',
      'monthly.usd.itd: Expected the itd price in usd',
    ]);
  });
});

describe('§3 licence caps and access codes', () => {
  it('§3 licence cap update: 0 means unlimited and is accepted', () => {
    expect(licenseCapUpdateRequestSchema.parse({ licenseCap: 0, productType: 'standard' })).toEqual({
      licenseCap: 0,
      productType: 'standard',
    });
    expect(
      licenseCapUpdateRequestSchema.parse({ licenseCap: 250, productType: 'insider-threat-detection' }).licenseCap,
    ).toBe(250);
  });
  it('§3 licence cap update: negative or fractional caps are rejected', () => {
    expect(issues(licenseCapUpdateRequestSchema, { licenseCap: -1, productType: 'standard' })).toEqual([
      `licenseCap: ${messages.invalid}`,
    ]);
    expect(issues(licenseCapUpdateRequestSchema, { licenseCap: 2.5, productType: 'standard' })).toEqual([
      `licenseCap: ${messages.invalid}`,
    ]);
    expect(issues(licenseCapUpdateRequestSchema, { licenseCap: 5, productType: 'sat' })).toEqual([
      expect.stringMatching(/^productType: /),
    ]);
  });
  const code = {
    accessCode: 'NORDIC-2025-7QX',
    created: '2025-01-10T08:00:00Z',
    expiration: '2025-12-31T23:59:59Z',
    issuer: 'org_platform',
    licenses: 100,
    partner: 'org_nordic',
    product: 'standard',
    redeemable: true,
    revoked: false,
  };
  it('§3 access code: a redeemable code parses', () => {
    expect(accessCodeSchema.parse(code)).toEqual(code);
    expect(accessCodeSchema.parse({ ...code, expiration: null, partner: null }).expiration).toBeNull();
  });
  it('§3 access code: licenses cannot be zero or negative', () => {
    expect(issues(accessCodeSchema, { ...code, licenses: -5 })).toEqual([`licenses: ${messages.invalid}`]);
    expect(issues(accessCodeSchema, { ...code, licenses: 0 })).toEqual([`licenses: ${messages.invalid}`]);
  });
  it('§7 access code creation: licenses, product, optional cybrOrgId', () => {
    expect(accessCodeCreateRequestSchema.parse({ licenses: 20, product: 'standard' })).toEqual({
      licenses: 20,
      product: 'standard',
    });
    expect(accessCodeCreateRequestSchema.safeParse({ licenses: 0, product: 'standard' }).success).toBe(false);
  });
});
