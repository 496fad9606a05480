import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, sqlState } from './unavailable.ts';

// The query builder throws its own error with the driver's error as `cause`.
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });

describe('database errors', () => {
  it('finds the SQLSTATE of an error the query builder wrapped', () => {
    expect(sqlState(wrapped({ code: '23505', constraint: 'organizations_partner_name_idx' }))).toBe('23505');
    expect(sqlState({ code: '40001' })).toBe('40001');
  });

  it("has no SQLSTATE for errors that are not the database's", () => {
    expect(sqlState(new Error('boom'))).toBeNull();
    expect(sqlState(wrapped({ code: 'ECONNRESET' }))).toBeNull();
    expect(sqlState(null)).toBeNull();
  });

  it('tells an unreachable database behind a wrapped error', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ message: 'Connection terminated unexpectedly' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
  });

  it('stops following a chain of causes that loops', () => {
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(sqlState(a)).toBeNull();
  });
});
