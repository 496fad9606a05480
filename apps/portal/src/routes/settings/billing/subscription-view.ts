import type { Currency, ProviderSubscription, SubscriptionStatus } from '@portal/contracts';

/** A subscription's state as the table says it: the provider's status, or a cancellation that is due. */
export type SubscriptionState = SubscriptionStatus | 'cancelScheduled';

export interface SubscriptionView {
  state: SubscriptionState;
  seats: number;
  nextBillingDate: string | null;
  amount: { total: number; currency: Currency; taxInclusive: boolean } | null;
  canCancel: boolean;
  canResume: boolean;
  /** Where the buyer pays a card subscription's first invoice, while that payment is awaited. */
  paymentUrl: string | null;
}

// States a cancellation can still be asked for in (the server refuses the rest with 409).
const cancellable: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];

export function subscriptionView(subscription: ProviderSubscription): SubscriptionView {
  const { status } = subscription;
  const live = status !== 'canceled' && status !== 'incomplete_expired';
  const scheduled = live && Boolean(subscription.cancellationTime);
  const payment = subscription.paymentData;
  return {
    state: scheduled ? 'cancelScheduled' : status,
    seats: subscription.quantity,
    nextBillingDate: scheduled ? null : subscription.nextBillingDate,
    amount: payment
      ? { total: payment.total, currency: subscription.currency, taxInclusive: payment.taxInclusive }
      : null,
    canCancel: live && !scheduled && cancellable.includes(status),
    canResume: scheduled,
    paymentUrl: status === 'incomplete' ? (payment?.paymentUrl ?? null) : null,
  };
}
