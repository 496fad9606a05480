import type { SubscriptionStatus } from '@portal/contracts';

// Spec §3 lists the card provider's statuses and §4 leaves the moves between them open; this table
// is the decision (docs/decisions/0045-subscriptions.md: subscription transitions). Every change the server makes or
// accepts from a provider goes through it, and anything not listed is refused.

/** Which status may follow which, as a provider reports it or as a cancellation takes effect. */
export const statusTransitions: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  incomplete: ['active', 'trialing', 'incomplete_expired', 'canceled'],
  trialing: ['active', 'past_due', 'unpaid', 'paused', 'canceled'],
  active: ['past_due', 'unpaid', 'paused', 'canceled'],
  past_due: ['active', 'unpaid', 'canceled'],
  unpaid: ['active', 'canceled'],
  paused: ['active', 'canceled'],
  canceled: [],
  incomplete_expired: [],
};

export function mayMove(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return statusTransitions[from].includes(to);
}

/**
 * The statuses in which a person may cancel (and later resume) a subscription: those that have a
 * paid or running period to end. An incomplete one has none (its first payment never arrived; the
 * provider lets it expire), and an ended one has nothing left to change.
 */
const cancellable: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'past_due', 'unpaid', 'paused']);

/** Subscriptions that still exist for the customer: the v1 list shows these, v3 shows all. */
export const endedStatuses: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);
export const isLive = (status: SubscriptionStatus) => !endedStatuses.has(status);
/** The stored statuses of subscriptions that have not ended, for queries. */
export const liveStatuses = (Object.keys(statusTransitions) as SubscriptionStatus[]).filter(isLive);

/** Statuses in which the seats are in use (the `active` flag of spec §3). */
const seatsInUse: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'past_due']);
export const isActive = (status: SubscriptionStatus) => seatsInUse.has(status);

export interface CancellationState {
  status: SubscriptionStatus;
  /** When a requested cancellation takes effect; null when none is pending. */
  cancellationTime: Date | null;
}

/** Why a cancel is refused (the 409 message), or null when it is allowed. */
export function cancelRefusal(state: CancellationState): string | null {
  if (!cancellable.has(state.status)) return refusedIn(state.status, 'cancelled');
  if (state.cancellationTime !== null) {
    return `This subscription is already cancelled from ${state.cancellationTime.toISOString()}: resume it first to choose another ending`;
  }
  return null;
}

/** Why a resume is refused (the 409 message), or null when it is allowed. */
export function resumeRefusal(state: CancellationState, now: Date): string | null {
  if (!cancellable.has(state.status)) return refusedIn(state.status, 'resumed');
  if (state.cancellationTime === null) return 'This subscription has no cancellation to undo';
  if (state.cancellationTime <= now) return 'This cancellation has already taken effect and cannot be undone';
  return null;
}

function refusedIn(status: SubscriptionStatus, what: 'cancelled' | 'resumed'): string {
  if (status === 'canceled') return `A cancelled subscription cannot be ${what}`;
  if (status === 'incomplete_expired') return `An expired subscription cannot be ${what}`;
  return `A subscription whose first payment is still outstanding (${status}) cannot be ${what}`;
}

/**
 * The status a stored subscription has now: a cancellation whose time has come has ended it even
 * before the billing run writes that down.
 */
export function effectiveStatus(state: CancellationState, now: Date): SubscriptionStatus {
  if (state.cancellationTime !== null && state.cancellationTime <= now && mayMove(state.status, 'canceled'))
    return 'canceled';
  return state.status;
}
