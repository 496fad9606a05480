import { beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeyFor, settleAttempt } from './idempotency.ts';

const body = { customer: { cybrOrgId: 'c-1' }, subscription: { quantity: 5 } };

describe('checkout idempotency key', () => {
  beforeEach(() => settleAttempt(idempotencyKeyFor({ reset: true })));

  it('a retry of the same checkout sends the same key', () => {
    const first = idempotencyKeyFor(body);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKeyFor(structuredClone(body))).toBe(first);
  });

  it('a changed form is a new attempt with a new key', () => {
    const first = idempotencyKeyFor(body);
    const changed = idempotencyKeyFor({ ...body, subscription: { quantity: 6 } });
    expect(changed).not.toBe(first);
  });

  it('once an attempt succeeded, the same form again is a new checkout', () => {
    const first = idempotencyKeyFor(body);
    settleAttempt(first);
    expect(idempotencyKeyFor(body)).not.toBe(first);
  });

  it('settling an older attempt leaves the pending one alone', () => {
    const old = idempotencyKeyFor(body);
    const pending = idempotencyKeyFor({ other: true });
    settleAttempt(old);
    expect(idempotencyKeyFor({ other: true })).toBe(pending);
  });
});
