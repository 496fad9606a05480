import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, lt, sql } from 'drizzle-orm';
import { apiBasePath, login, logout } from '@portal/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginStates, users } from '../db/schema.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { recordAudit } from '../modules/audit/repo.ts';
import { unauthenticated } from '../app-error.ts';
import type { OidcClient } from './oidc-client.ts';
import { createSession, deleteSession, sessionCookie } from './sessions.ts';

const stateCookie = 'portal_login_state';
const callbackPath = `${apiBasePath}/api/v1/login/callback`;
const loginStateTtlMinutes = 10;
// Sign-in is the one place an anonymous client can make the server do work and write rows.
export const signInRateLimit = { max: 30, timeWindow: '1 minute' };

export function registerAuthRoutes(app: FastifyInstance, deps: { db: Db; config: Config; oidc: OidcClient }): void {
  const { db, config, oidc } = deps;
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };

  // The origin the browser used, when it is one of ours; otherwise the configured public URL.
  const originOf = (request: FastifyRequest) => {
    const origin = `${request.protocol}://${request.host}`;
    return config.allowedOrigins.includes(origin) ? origin : config.publicUrl;
  };

  registerEndpoint(app, login, async ({ query, request, reply }) => {
    const start = await oidc.authorizationUrl(originOf(request) + callbackPath);
    await db.delete(loginStates).where(lt(loginStates.createdAt, sql`now() - make_interval(mins => ${loginStateTtlMinutes})`));
    await db.insert(loginStates).values({
      state: start.state,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      popup: query['popup-enabled'] ?? false,
    });
    // Binds the sign-in to this browser, so a link started elsewhere cannot finish here.
    reply.setCookie(stateCookie, start.state, { ...cookieBase, path: callbackPath, maxAge: loginStateTtlMinutes * 60 });
    return { link: start.url };
  }, { rateLimit: signInRateLimit });

  const failed = (reply: FastifyReply, reason: string) => reply.redirect(`/partner/login?error=${reason}`);

  app.get(callbackPath, { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
    const state = (request.query as Record<string, unknown>).state;
    const cookieState = request.cookies[stateCookie];
    reply.clearCookie(stateCookie, { path: callbackPath });
    if (typeof state !== 'string' || state !== cookieState) return failed(reply, 'sign-in-failed');
    const [pending] = await db.delete(loginStates).where(eq(loginStates.state, state)).returning();
    if (!pending) return failed(reply, 'sign-in-failed');

    let email: string | null;
    try {
      email = await oidc.finish(new URL(originOf(request) + request.url), pending);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback rejected');
      return failed(reply, 'sign-in-failed');
    }
    const [user] = email
      ? await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1)
      : [];
    if (!user) return failed(reply, 'unknown-account');

    const token = await createSession(db, user.cybrId, config.sessionTtlSeconds);
    await recordAudit(db, { actorCybrId: user.cybrId, cybrOrgId: user.cybrOrgId, action: 'session.sign-in' });
    reply.setCookie(sessionCookie, token, { ...cookieBase, path: '/', maxAge: config.sessionTtlSeconds });
    return reply.redirect('/partner');
  });

  registerEndpoint(app, logout, async ({ request, reply }) => {
    const token = request.cookies[sessionCookie];
    if (!token || !request.caller) throw unauthenticated();
    await deleteSession(db, token);
    await recordAudit(db, { actorCybrId: request.caller.cybrId, cybrOrgId: request.caller.cybrOrgId, action: 'session.sign-out' });
    reply.clearCookie(sessionCookie, { path: '/' });
    return { ok: true as const };
  });
}
