import type { Currency, ExtendedLicense, ProviderSubscription, SubscriptionStatus } from '@portal/contracts';

/** A subscription's state as the table says it: the provider's status, or a cancellation that is due. */
export type SubscriptionState = SubscriptionStatus | 'cancelScheduled';

export interface SubscriptionView {
  state: SubscriptionState;
  /** Card subscriptions have a seat quantity; invoice subscriptions bill the seats in use. */
  seats: number | null;
  nextBillingDate: string | null;
  amount: { total: number; currency: Currency; taxInclusive: boolean } | null;
  canCancel: boolean;
  canResume: boolean;
}

// States a cancellation can still be asked for in (the server refuses the rest with 409).
const cancellable: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];

export function subscriptionView(subscription: ProviderSubscription, licenses: readonly ExtendedLicense[] = []): SubscriptionView {
  const status: SubscriptionStatus =
    subscription.provider === 'stripe' ? subscription.status : subscription.active ? 'active' : 'canceled';
  const live = subscription.active && status !== 'canceled' && status !== 'incomplete_expired';
  const scheduled = live && Boolean(subscription.cancellationTime);
  const seatsInUse = licenses.find((l) => l.productType === subscription.productType)?.issued ?? null;
  const card = subscription.provider === 'stripe' ? subscription : null;
  return {
    state: scheduled ? 'cancelScheduled' : status,
    seats: card ? card.quantity : seatsInUse,
    nextBillingDate: card && !scheduled ? card.nextBillingDate : null,
    amount: card?.paymentData ? { total: card.paymentData.total, currency: card.currency, taxInclusive: card.paymentData.taxInclusive } : null,
    canCancel: live && !scheduled && cancellable.includes(status),
    canResume: scheduled,
  };
}
