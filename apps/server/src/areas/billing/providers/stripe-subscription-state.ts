import type Stripe from 'stripe';
import { subscriptionStatusSchema, type SubscriptionStatus } from '@portal/contracts';

/** What our subscription row keeps of a Stripe subscription. */
export interface StripeSubscriptionState {
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  /** Null once nothing more will be charged (ended, or cancelled before the period ends). */
  nextBillingDate: Date | null;
  cancellationTime: Date | null;
  /** The seats bought: Stripe bills the order as one line, so the count travels in metadata. */
  seats: number | null;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const ended: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);

export function stripeSubscriptionState(subscription: Stripe.Subscription): StripeSubscriptionState {
  const status = subscriptionStatusSchema.parse(subscription.status);
  // Since API version 2025-03-31 the billing period lives on each item, not on the subscription.
  const item = subscription.items.data[0];
  const periodStart = item ? fromUnix(item.current_period_start) : fromUnix(subscription.start_date);
  const periodEnd = item ? fromUnix(item.current_period_end) : null;
  const cancellationTime = subscription.cancel_at !== null ? fromUnix(subscription.cancel_at) : null;
  const billsAgain =
    periodEnd !== null && !ended.has(status) && (cancellationTime === null || cancellationTime > periodEnd);
  const seats = Number(subscription.metadata.seats);
  return {
    status,
    currentPeriodStart: periodStart,
    nextBillingDate: billsAgain ? periodEnd : null,
    cancellationTime,
    seats: Number.isSafeInteger(seats) && seats >= 1 ? seats : null,
  };
}
