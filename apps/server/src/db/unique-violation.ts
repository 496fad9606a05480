import { errorChain } from './unavailable.ts';

/**
 * Whether a database error (or the error it wraps, as the query builder does) is a unique violation,
 * of the named index when one is given.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (const e of errorChain(error)) {
    if (e.code === '23505') return index === undefined || e.constraint === index;
  }
  return false;
}
