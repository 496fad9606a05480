/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is
 * wrong": such requests answer 503 with Retry-After and succeed again once it is back.
 */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'terminating connection',
];

type DriverError = { code?: unknown; message?: unknown; constraint?: unknown; cause?: unknown };

/** The error and the errors it wraps: the query builder wraps the driver's error in its own. */
export function* errorChain(error: unknown): Generator<DriverError> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as DriverError;
    current = (current as DriverError).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && driverMessages.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** SQLSTATE of a database error, or of the database error it wraps, when it has one. */
export function sqlState(error: unknown): string | null {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}
