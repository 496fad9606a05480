// §7 checkout takes an Idempotency-Key: a retried request must never make a second subscription or
// charge. A key belongs to one attempt, i.e. one request body: sending the same body again after a
// failure (time-out, provider down, lost answer) reuses its key, so the server can answer with the
// subscription it already made; a changed form is a new attempt with a new key. Kept in memory
// only: after a page reload the server's answer to the first attempt is visible in the list anyway.

let attempt: { body: string; key: string } | null = null;

/** The key of this body's attempt: the pending attempt's when the body is the same, otherwise a new one. */
export function idempotencyKeyFor(body: unknown, newKey: () => string = () => crypto.randomUUID()): string {
  const text = JSON.stringify(body);
  if (attempt?.body !== text) attempt = { body: text, key: newKey() };
  return attempt.key;
}

/** The attempt succeeded: the next checkout, even of the same body, is a new one. */
export function settleAttempt(key: string): void {
  if (attempt?.key === key) attempt = null;
}
