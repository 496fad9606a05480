import { describe, expect, it } from 'vitest';
import { subscriptionStatusSchema, type SubscriptionStatus } from '@portal/contracts';
import {
  cancelRefusal,
  effectiveStatus,
  isActive,
  isLive,
  mayMove,
  resumeRefusal,
  statusTransitions,
} from './transitions.ts';

const now = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-04-10T00:00:00Z');
const earlier = new Date('2026-03-01T00:00:00Z');
const statuses = subscriptionStatusSchema.options;

describe('status transitions', () => {
  it('names every §3 status and only §3 statuses', () => {
    expect(Object.keys(statusTransitions).sort()).toEqual([...statuses].sort());
    for (const to of Object.values(statusTransitions).flat()) expect(statuses).toContain(to);
  });

  it('never leaves an ended subscription, and never returns to incomplete', () => {
    for (const to of statuses) {
      expect(mayMove('canceled', to)).toBe(false);
      expect(mayMove('incomplete_expired', to)).toBe(false);
      expect(mayMove(to, 'incomplete')).toBe(false);
    }
  });

  it.each([
    ['incomplete', 'active', true],
    ['incomplete', 'incomplete_expired', true],
    ['active', 'incomplete_expired', false],
    ['active', 'past_due', true],
    ['past_due', 'active', true],
    ['unpaid', 'past_due', false],
    ['paused', 'active', true],
    ['trialing', 'canceled', true],
  ] as [SubscriptionStatus, SubscriptionStatus, boolean][])('%s → %s: %s', (from, to, allowed) => {
    expect(mayMove(from, to)).toBe(allowed);
  });
});

describe('cancel and resume', () => {
  const cancellable: SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];

  it.each(cancellable)('%s: cancel allowed without a pending cancellation, refused with one', (status) => {
    expect(cancelRefusal({ status, cancellationTime: null })).toBeNull();
    expect(cancelRefusal({ status, cancellationTime: later })).toBe(
      `This subscription is already cancelled from ${later.toISOString()}: resume it first to choose another ending`,
    );
  });

  it.each(cancellable)('%s: resume allowed only while a cancellation is pending and not yet effective', (status) => {
    expect(resumeRefusal({ status, cancellationTime: later }, now)).toBeNull();
    expect(resumeRefusal({ status, cancellationTime: null }, now)).toBe(
      'This subscription has no cancellation to undo',
    );
    expect(resumeRefusal({ status, cancellationTime: earlier }, now)).toBe(
      'This cancellation has already taken effect and cannot be undone',
    );
  });

  it.each([
    ['canceled', 'A cancelled subscription cannot be'],
    ['incomplete_expired', 'An expired subscription cannot be'],
    ['incomplete', 'A subscription whose first payment is still outstanding (incomplete) cannot be'],
  ] as [SubscriptionStatus, string][])('%s: neither cancel nor resume', (status, message) => {
    expect(cancelRefusal({ status, cancellationTime: null })).toBe(`${message} cancelled`);
    expect(resumeRefusal({ status, cancellationTime: later }, now)).toBe(`${message} resumed`);
  });

  it('counts a cancellation whose time has come as the end of the subscription', () => {
    expect(effectiveStatus({ status: 'active', cancellationTime: earlier }, now)).toBe('canceled');
    expect(effectiveStatus({ status: 'active', cancellationTime: later }, now)).toBe('active');
    expect(effectiveStatus({ status: 'incomplete_expired', cancellationTime: earlier }, now)).toBe(
      'incomplete_expired',
    );
  });

  it('lists live and active statuses', () => {
    expect(statuses.filter(isLive).sort()).toEqual([
      'active',
      'incomplete',
      'past_due',
      'paused',
      'trialing',
      'unpaid',
    ]);
    expect(statuses.filter(isActive).sort()).toEqual(['active', 'past_due', 'trialing']);
  });
});
