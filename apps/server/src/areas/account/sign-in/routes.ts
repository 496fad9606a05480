import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiBasePath, login, logout } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { unauthenticated } from '../../../app-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { recordAudit, findOrCreateUser } from '../../tenancy/index.ts';
import type { OidcClient } from '../../../auth/oidc-client.ts';
import { signInRateLimit } from '../../../auth/rate-limits.ts';
import { pickLanguage } from '../../../page-kit/languages.ts';
import { sessionCookie } from '../../../auth/sessions.ts';
import { loginStateTtlSeconds, originOf } from '../../../auth/login-state.ts';

const stateCookie = 'portal_login_state';
const callbackPath = `${apiBasePath}/api/v1/login/callback`;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, config, sessions, oidc, sealer } = ctx;
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };

  registerEndpoint(
    app,
    login,
    async ({ query, request, reply }) => {
      const origin = originOf(config, request);
      const language = pickLanguage(query.lang, request.headers['accept-language']);
      const start = await oidc.authorizationUrl(origin + callbackPath, { uiLocales: language });
      const { url, ...state } = start;
      // Bound to this browser, and nothing written on the server until sign-in succeeds.
      const sealed = sealer.seal({ ...state, popup: query['popup-enabled'] ?? false, origin, language });
      reply.setCookie(stateCookie, sealed, { ...cookieBase, path: callbackPath, maxAge: loginStateTtlSeconds });
      return { link: url };
    },
    { rateLimit: signInRateLimit, validateResponse: ctx.validateResponses },
  );

  // A sign-in in a popup ends on the popup's own page, which tells the page that opened it (§2 /login-popup).
  const failed = (reply: FastifyReply, reason: string, popup = false) =>
    reply.redirect(popup ? '/partner/login-popup?error=true' : `/partner/login?error=${reason}`);

  app.get(callbackPath, { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
    const state = (request.query as Record<string, unknown>).state;
    const pending = sealer.open(request.cookies[stateCookie]);
    reply.clearCookie(stateCookie, { path: callbackPath });
    if (!pending || typeof state !== 'string' || state !== pending.state)
      return failed(reply, 'sign-in-failed', pending?.popup);

    let signedIn: Awaited<ReturnType<OidcClient['finish']>>;
    try {
      signedIn = await oidc.finish(new URL(pending.origin + request.url), pending);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback rejected');
      return failed(reply, 'sign-in-failed', pending.popup);
    }
    // Someone the issuer vouches for but the portal does not know yet joins without an organisation.
    if (!signedIn.email) return failed(reply, 'sign-in-failed', pending.popup);
    const { user, created } = await findOrCreateUser(database.db, {
      email: signedIn.email,
      name: signedIn.name,
      languageCode: pending.language,
    });
    if (created)
      await recordAudit(database.db, {
        actorCybrId: user.cybrId,
        cybrOrgId: null,
        action: 'user.joined',
        after: { email: user.email, fullName: user.fullName },
      });

    // A new session id at every sign-in: whatever session this browser had before is ended.
    const previous = request.cookies[sessionCookie];
    if (previous) await sessions.end(previous);
    const token = await sessions.create(user.cybrId, signedIn.idToken);
    await recordAudit(database.db, { actorCybrId: user.cybrId, cybrOrgId: user.cybrOrgId, action: 'session.sign-in' });
    reply.setCookie(sessionCookie, token, { ...cookieBase, path: '/', maxAge: config.session.ttlSeconds });
    return reply.redirect(pending.popup ? '/partner/login-popup' : '/partner');
  });

  registerEndpoint(
    app,
    logout,
    async ({ request, reply }) => {
      const token = request.cookies[sessionCookie];
      if (!token || !request.caller) throw unauthenticated();
      const ended = await sessions.end(token);
      await recordAudit(database.db, {
        actorCybrId: request.caller.cybrId,
        cybrOrgId: request.caller.cybrOrgId,
        action: 'session.sign-out',
      });
      reply.clearCookie(sessionCookie, { path: '/' });
      // The provider's own session ends too, so the next sign-in on this computer asks for the password.
      const endSessionUrl = await oidc
        .endSessionUrl(ended?.idToken ?? null, `${originOf(config, request)}/partner/login`)
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'identity provider sign-out link unavailable');
          return null;
        });
      return { ok: true as const, endSessionUrl };
    },
    { validateResponse: ctx.validateResponses },
  );
}
