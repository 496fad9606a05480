import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../app-error.ts';
import type { Db } from '../db/client.ts';
import { findCaller, sessionCookie, type Caller } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Resolves the session cookie on API requests; routes that need a user call requireCaller. */
export function attachCaller(app: FastifyInstance, db: Db, prefix: string): void {
  app.decorateRequest('caller', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(prefix)) return;
    const token = request.cookies[sessionCookie];
    request.caller = token ? await findCaller(db, token) : null;
  });
}

/** Whether a request of any path (not only the API's) carries a live session. */
export async function hasLiveSession(db: Db, request: FastifyRequest): Promise<boolean> {
  const token = request.cookies[sessionCookie];
  return Boolean(token && (await findCaller(db, token)));
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
