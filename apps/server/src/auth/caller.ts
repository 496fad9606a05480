import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@portal/contracts';
import { AppError, unauthenticated } from '../app-error.ts';
import { bearerToken } from '../http/bearer.ts';
import { noteApiKey } from '../http/request-scope.ts';
import type { ApiKeyCallers } from './api-keys.ts';
import { sessionCookie, type Caller, type Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs for this route; without one, no key reaches it (registerEndpoint sets it). */
    keyScope?: ApiKeyScope | 'none';
  }
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

/**
 * Resolves the caller of API requests: an API key when the request carries one (its cookies are
 * then ignored), otherwise the session cookie; routes that need a user call requireCaller. A key
 * that is not live answers 401, and one without the route's scope 403, before any work is done.
 */
export function attachCaller(
  app: FastifyInstance,
  sessions: Sessions,
  keys: { callers: ApiKeyCallers; limit: (request: FastifyRequest, reply: FastifyReply) => Promise<void> },
  prefix: string,
): void {
  app.decorateRequest('caller', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith(prefix)) return;
    const bearer = bearerToken(request);
    if (bearer !== null && !request.is404) {
      const caller = await keys.callers.find(bearer);
      if (!caller) throw unauthenticated();
      const needed = request.routeOptions.config?.keyScope ?? 'none';
      if (needed === 'none') throw new AppError('FORBIDDEN', 'API keys cannot call this operation; sign in instead');
      if (!caller.apiKey.scopes.includes(needed))
        throw new AppError('FORBIDDEN', `This API key lacks the ${needed} scope this operation needs`);
      request.caller = caller;
      noteApiKey(caller.apiKey.id);
      await keys.limit(request, reply);
      return;
    }
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
