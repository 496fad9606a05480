import { describe, expect, it } from 'vitest';
import type { ProviderSubscription } from '@portal/contracts';
import { subscriptionView } from './subscription-view.ts';

const card: ProviderSubscription = {
  provider: 'stripe',
  cybrOrgId: 'c-1',
  organizationName: 'Fjord Logistics AS',
  subscriptionId: 's-1',
  active: true,
  licenseCap: null,
  subscriptionType: 'STANDARD',
  productType: 'standard',
  provisioningCybrOrgId: 'p-1',
  currency: 'eur',
  customerId: 'cus_1',
  paymentData: {
    clientSecret: null,
    paymentUrl: null,
    subscriptionId: 's-1',
    tax: 500,
    taxInclusive: false,
    total: 2500,
  },
  status: 'active',
  nextBillingDate: '2026-12-01T00:00:00Z',
  paymentMethod: 'card',
  quantity: 7,
};
const invoice: ProviderSubscription = { ...card, provider: 'cybr', paymentMethod: 'invoice', quantity: 42 };

describe('a subscription as the billing table shows it', () => {
  it('shows the seats bought, the next billing date and what a month costs, by invoice or card alike', () => {
    expect(subscriptionView(invoice)).toEqual({
      state: 'active',
      seats: 42,
      nextBillingDate: '2026-12-01T00:00:00Z',
      amount: { total: 2500, currency: 'eur', taxInclusive: false },
      canCancel: true,
      canResume: false,
      paymentUrl: null,
    });
    expect(subscriptionView(card)).toMatchObject({
      state: 'active',
      seats: 7,
      nextBillingDate: '2026-12-01T00:00:00Z',
    });
  });

  it('offers the card payment page only while the first payment is awaited', () => {
    const page = 'https://invoice.stripe.com/i/acct_1Qx/test_1';
    const awaiting = {
      ...card,
      status: 'incomplete' as const,
      active: false,
      paymentData: { ...card.paymentData!, paymentUrl: page },
    };
    expect(subscriptionView(awaiting)).toMatchObject({ state: 'incomplete', paymentUrl: page });
    expect(subscriptionView({ ...awaiting, status: 'active' }).paymentUrl).toBeNull();
  });

  it('a due cancellation can be resumed, not cancelled again; its next billing date is not shown', () => {
    const view = subscriptionView({ ...card, cancellationTime: '2026-12-15T00:00:00Z' });
    expect(view).toMatchObject({ state: 'cancelScheduled', nextBillingDate: null, canCancel: false, canResume: true });
  });

  it('an ended subscription offers neither; hidden pricing shows no amount', () => {
    expect(subscriptionView({ ...invoice, active: false, status: 'canceled' })).toMatchObject({
      state: 'canceled',
      canCancel: false,
      canResume: false,
    });
    expect(subscriptionView({ ...card, status: 'canceled', cancellationTime: '2026-11-01T00:00:00Z' })).toMatchObject({
      state: 'canceled',
      canResume: false,
    });
    expect(subscriptionView({ ...card, paymentData: null }).amount).toBeNull();
  });
});
