import type { FastifyInstance } from 'fastify';
import { enterMode, idSchema, leaveMode } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { modeCookies, modeRefusal, recordAudit, findOrganization } from '../../tenancy/index.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

const oneDaySeconds = 86_400;

/** Entering and leaving remote view and ghost mode: the server sets the cookie and audits both. */
export function registerModeRoutes(app: FastifyInstance, { database, config, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };
  // Not HttpOnly: the portal reads it to show the mode (spec §4); it grants nothing without the session.
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: config.secureCookies, httpOnly: false };

  registerEndpoint(
    app,
    enterMode,
    async ({ params, body, request, reply }) => {
      const caller = requireCaller(request);
      const target = await findOrganization(database, body.cybrOrgId);
      const refusal = modeRefusal(caller, params.mode, target);
      if (refusal?.status === 404) throw notFound(refusal.message);
      if (refusal) throw new AppError('FORBIDDEN', refusal.message);
      await recordAudit(database.db, {
        actorCybrId: caller.cybrId,
        cybrOrgId: caller.cybrOrgId,
        action: `mode.${params.mode}.entered`,
        target: target!.cybrOrgId,
      });
      reply.setCookie(modeCookies[params.mode], target!.cybrOrgId, { ...cookieOptions, maxAge: oneDaySeconds });
      return { mode: params.mode, cybrOrgId: target!.cybrOrgId, organizationName: target!.organizationName };
    },
    options,
  );

  // Leaving always works, whatever the cookie says and even without a session: a person can always get out.
  registerEndpoint(
    app,
    leaveMode,
    async ({ params, request, reply }) => {
      const sent = request.cookies[modeCookies[params.mode]];
      if (sent !== undefined && request.caller) {
        await recordAudit(database.db, {
          actorCybrId: request.caller.cybrId,
          cybrOrgId: request.caller.cybrOrgId,
          action: `mode.${params.mode}.left`,
          ...(idSchema.safeParse(sent).success ? { target: sent } : {}),
        });
      }
      reply.clearCookie(modeCookies[params.mode], cookieOptions);
      return { ok: true as const };
    },
    options,
  );
}
