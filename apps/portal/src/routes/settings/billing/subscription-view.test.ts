import { describe, expect, it } from 'vitest';
import type { ProviderSubscription } from '@portal/contracts';
import { subscriptionView } from './subscription-view.ts';

const base = { cybrOrgId: 'c-1', subscriptionId: 's-1', active: true, licenseCap: null, subscriptionType: 'STANDARD', productType: 'standard', provisioningCybrOrgId: 'c-1' } as const;
const invoice: ProviderSubscription = { ...base, provider: 'cybr' };
const card: ProviderSubscription = {
  ...base,
  provider: 'stripe',
  currency: 'eur',
  customerId: 'cus_1',
  paymentData: { clientSecret: null, subscriptionId: 's-1', tax: 500, taxInclusive: false, total: 2500 },
  status: 'active',
  nextBillingDate: '2026-12-01T00:00:00Z',
  paymentMethod: 'card',
  quantity: 7,
};

describe('a subscription as the billing table shows it', () => {
  it('an invoice subscription counts the seats in use of its product and may be cancelled', () => {
    const licenses = [{ productType: 'standard', issued: 42, active: true }, { productType: 'insider-threat-detection', issued: 3, active: true }] as const;
    expect(subscriptionView(invoice, licenses)).toEqual({ state: 'active', seats: 42, nextBillingDate: null, amount: null, canCancel: true, canResume: false });
  });

  it('a card subscription shows its quantity, next billing date and amount', () => {
    expect(subscriptionView(card)).toMatchObject({ state: 'active', seats: 7, nextBillingDate: '2026-12-01T00:00:00Z', amount: { total: 2500, currency: 'eur' } });
  });

  it('a due cancellation can be resumed, not cancelled again; its next billing date is not shown', () => {
    const view = subscriptionView({ ...card, cancellationTime: '2026-12-15T00:00:00Z' });
    expect(view).toMatchObject({ state: 'cancelScheduled', nextBillingDate: null, canCancel: false, canResume: true });
  });

  it('an ended subscription offers neither; hidden pricing shows no amount', () => {
    expect(subscriptionView({ ...invoice, active: false })).toMatchObject({ state: 'canceled', canCancel: false, canResume: false });
    expect(subscriptionView({ ...card, status: 'canceled', cancellationTime: '2026-11-01T00:00:00Z' })).toMatchObject({ state: 'canceled', canResume: false });
    expect(subscriptionView({ ...card, paymentData: null }).amount).toBeNull();
  });
});
