import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../app-error.ts';
import { sessionCookie, type Caller, type Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** The session store, for whatever ends or changes sessions (sign-out, removing a user). */
    sessions: Sessions;
  }
}

// A cookie no session could have (wrong length or alphabet) is not worth a lookup.
const sessionToken = /^[A-Za-z0-9_-]{43}$/;

/** Resolves the session cookie on API requests; routes that need a user call requireCaller. */
export function attachCaller(app: FastifyInstance, sessions: Sessions, prefix: string): void {
  app.decorateRequest('caller', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(prefix)) return;
    const token = request.cookies[sessionCookie];
    request.caller = token && sessionToken.test(token) ? await sessions.find(token) : null;
  });
}

/** The caller of a request of any path (not only the API's), or null without a live session. */
export async function findCaller(sessions: Sessions, request: FastifyRequest): Promise<Caller | null> {
  const token = request.cookies[sessionCookie];
  return token && sessionToken.test(token) ? sessions.find(token) : null;
}

/** Whether a request of any path carries a live session. */
export async function hasLiveSession(sessions: Sessions, request: FastifyRequest): Promise<boolean> {
  return Boolean(await findCaller(sessions, request));
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
