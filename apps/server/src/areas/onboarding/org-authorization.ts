import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiBasePath, orgAuthorization } from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import { organizationScope } from '../../auth/local-idp/account-routes.ts';
import { pickLanguage } from '../../page-kit/languages.ts';
import { signInRateLimit } from '../../auth/rate-limits.ts';
import { loginStateTtlSeconds, originOf } from '../../auth/login-state.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createPartnerOrganization } from './partner-organization.ts';
import { finishReconnect, reconnectingPartner } from '../integrations/index.ts';

export const orgCallbackPath = `${apiBasePath}/api/v1/org-authorization/callback`;
const stateCookie = 'portal_org_state';
const nextStep = {
  distributor: '/partner/sign-up/distributor/select-currency',
  reseller: '/partner/sign-up/reseller/access-code',
} as const;

/**
 * Connecting an organisation (spec §7 org-authorization): the person's identity provider is asked
 * for the organisation's consent (at Microsoft, a tenant admin's), and the callback creates the
 * organisation as a partner with the person as its first member.
 */
export function registerOrgAuthorization(app: FastifyInstance, ctx: AppContext): void {
  const { config, database, sessions, oidc, sealer } = ctx;
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: orgCallbackPath };

  registerEndpoint(
    app,
    orgAuthorization,
    async ({ query, request, reply }) => {
      const caller = requireCaller(request);
      // A partner renewing its directory's consent (the integrations screen); otherwise a sign-up step.
      const reconnect = query.reconnect ? reconnectingPartner(caller, request.mode !== null) : undefined;
      if (!reconnect && caller.cybrOrgId && caller.isPartner)
        throw new AppError('CONFLICT', 'Your organisation is already connected');
      if (!reconnect && caller.cybrOrgId)
        throw new AppError(
          'FORBIDDEN',
          'Your organisation is a customer of the platform; it cannot also sign up as a partner',
        );
      const origin = originOf(config, request);
      const language = pickLanguage(query.lang, request.headers['accept-language']);
      const { url, ...state } = await oidc.authorizationUrl(origin + orgCallbackPath, {
        uiLocales: language,
        scope: organizationScope,
        prompt: 'consent',
      });
      const purpose = reconnect
        ? { popup: false, reconnect }
        : {
            popup: query['popup-enabled'] ?? false,
            organization: {
              cybrId: caller.cybrId,
              partnerType: query['partner-type'] ?? 'distributor',
              products: query.products?.split(',') ?? ['SAT'],
            },
          };
      reply.setCookie(stateCookie, sealer.seal({ ...state, origin, language, ...purpose }), {
        ...cookie,
        maxAge: loginStateTtlSeconds,
      });
      return { link: url };
    },
    { rateLimit: signInRateLimit, validateResponse: ctx.validateResponses },
  );

  app.get(orgCallbackPath, { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const pending = sealer.open(request.cookies[stateCookie]);
    reply.clearCookie(stateCookie, { path: orgCallbackPath });
    const fail = (reason: 'failed' | 'missing-permissions' | 'other-account', response: FastifyReply = reply) =>
      pending?.popup
        ? response.redirect(
            `/partner/login-popup?${reason === 'missing-permissions' ? 'missing-permissions=true' : 'error=true'}`,
          )
        : response.redirect(`/partner/sign-up/error?reason=${reason}`);
    if (pending?.reconnect)
      return finishReconnect(request, reply, { database: database.db, oidc, pending, reconnect: pending.reconnect });
    const organization = pending?.organization;
    if (!pending || !organization || typeof query.state !== 'string' || query.state !== pending.state)
      return fail('failed');
    if (query.error === 'access_denied') return fail('missing-permissions');
    const caller = request.caller;
    if (!caller || caller.cybrId !== organization.cybrId) return fail('failed');

    let connected: Awaited<ReturnType<typeof oidc.finish>>;
    try {
      connected = await oidc.finish(new URL(pending.origin + request.url), pending);
    } catch (error) {
      request.log.warn({ err: error }, 'organisation connection rejected');
      return fail('failed');
    }
    // The organisation is connected by the person who is signed in, not by someone else's account.
    if (connected.email?.toLowerCase() !== caller.email.toLowerCase()) return fail('other-account');
    const created = await createPartnerOrganization(database.db, {
      cybrId: caller.cybrId,
      organizationName: connected.organizationName ?? caller.email.split('@')[1]!,
      country: connected.country,
      languageCode: pending.language,
      partnerType: organization.partnerType,
      products: organization.products,
      tenantId: connected.tenantId,
    });
    if (created !== 'already-connected' && created.tenant === 'taken') {
      request.log.warn(
        { tenantId: connected.tenantId, cybrOrgId: created.cybrOrgId },
        'organisation connected; its Microsoft tenant stays linked to another organisation',
      );
    }
    await sessions.changed({ cybrId: caller.cybrId });
    if (pending.popup) return reply.redirect('/partner/login-popup');
    return reply.redirect(created === 'already-connected' ? '/partner/sign-up' : nextStep[organization.partnerType]);
  });
}
