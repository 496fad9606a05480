// The session lookup the anchor runs on every request (and the floor once per cookie): the
// statement ours runs when its per-process cache misses, with the same arguments.
import { createHash } from 'node:crypto';
import { findSessionStatement } from '@portal/server/src/auth/sessions.ts';
import type { Statement } from '@portal/server/src/db/statement.ts';

const idleSeconds = 7200;

export function sessionLookup(cookie: string | undefined): { statement: Statement<unknown>; values: unknown[] } {
  const token = /portal_session=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
  return {
    statement: findSessionStatement as Statement<unknown>,
    values: [createHash('sha256').update(token).digest('base64url'), idleSeconds],
  };
}
