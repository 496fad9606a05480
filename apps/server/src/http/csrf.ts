import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { bearerToken } from './bearer.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-to-server call that proves itself with a signature (a payment provider's webhook): no browser, no Origin. */
    signedByCaller?: boolean;
  }
}

/**
 * Why a state-changing request did not come from one of our own pages, or null when it did.
 * SameSite=Lax keeps the session cookie off most cross-site requests; this is the second line:
 * Fetch Metadata where the browser sends it, then Origin, then Referer. A request with none of
 * them is refused too: every browser sends Origin on these methods.
 */
export function crossSiteReason(
  headers: FastifyRequest['headers'],
  allowedOrigins: ReadonlySet<string>,
): string | null {
  if (headers['sec-fetch-site'] === 'cross-site') return 'cross-site';
  const origin = headers.origin;
  if (typeof origin === 'string') return allowedOrigins.has(origin) ? null : 'origin';
  const referer = headers.referer;
  if (typeof referer !== 'string') return 'no origin';
  try {
    return allowedOrigins.has(new URL(referer).origin) ? null : 'referer';
  } catch {
    return 'referer';
  }
}

/** Refuses cross-site writes under the given path prefixes before any work is done. */
export function registerCsrfDefence(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  prefixes: readonly string[],
): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (!stateChanging.has(request.method) || !prefixes.some((prefix) => request.url.startsWith(prefix))) return done();
    if (request.routeOptions.config?.signedByCaller) return done();
    // A key is sent by a program, never added by a browser on its own, and the cookies beside it
    // are ignored (auth/caller.ts): such a request cannot be forged across sites.
    if (bearerToken(request) !== null) return done();
    const reason = crossSiteReason(request.headers, allowed);
    if (!reason) return done();
    request.log.warn({ reason }, 'cross-site request refused');
    done(new AppError('CROSS_SITE_REQUEST', 'This request did not come from the partner portal and was refused'));
  });
}
