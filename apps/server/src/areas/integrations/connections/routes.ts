import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiBasePath,
  chatAuthorization,
  crmAuthorization,
  organizationConnections,
  removeConnection,
  startOrganizationSync,
  stopOrganizationSync,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { signInRateLimit } from '../../../auth/rate-limits.ts';
import { originOf } from '../../../auth/login-state.ts';
import { sessionCookie } from '../../../auth/sessions.ts';
import { sharedSecret } from '../../../db/app-secrets.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { registerConnectionCallback } from './callback-routes.ts';
import { connectionStates, sessionBinding, tokenSealer } from './connection-state.ts';
import { authorizeUrl } from './oauth-exchange.ts';
import type { OAuthProvider } from '../../../config/oauth-providers.ts';
import { deleteConnection, findSync, listConnections, setSync } from './repo.ts';
import {
  connectionsOverview,
  requireConfigured,
  requireConnectingPartner,
  requireDirectoryForSync,
  requireOwnOrganization,
} from './service.ts';

export const callbackPaths = {
  chat: `${apiBasePath}/api/v1/chat-authorization/callback`,
  crm: `${apiBasePath}/api/v1/crm-authorization/callback`,
} as const;

const secretKey = async (ctx: AppContext, name: string) =>
  Buffer.from(await sharedSecret(ctx.database.db, name, () => randomBytes(32).toString('base64')), 'base64');

/** Chat and CRM connections (OAuth 2), the directory connection's status, and the organisation's sync. */
export async function registerConnectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, database, validateResponses } = ctx;
  const db = database.db;
  const states = connectionStates(await secretKey(ctx, 'connection-state-key'));
  const tokens = tokenSealer(await secretKey(ctx, 'connection-token-key'));
  const options = { validateResponse: validateResponses };

  // The link to the provider's consent page; its state names the caller, organisation and session.
  const link = (request: FastifyRequest, provider: OAuthProvider, kind: 'chat' | 'crm') => {
    const caller = requireCaller(request);
    const cybrOrgId = requireConnectingPartner(caller, request.mode !== null);
    const client = requireConfigured(config.connections, provider);
    const origin = originOf(config, request);
    const state = states.seal({
      provider,
      cybrId: caller.cybrId,
      cybrOrgId,
      session: sessionBinding(request.cookies[sessionCookie]!),
      origin,
    });
    return { link: authorizeUrl(provider, client, origin + callbackPaths[kind], state) };
  };
  const linkOptions = { ...options, rateLimit: signInRateLimit };
  registerEndpoint(
    app,
    chatAuthorization,
    async ({ query, request }) => link(request, query['chat-provider'], 'chat'),
    linkOptions,
  );
  registerEndpoint(
    app,
    crmAuthorization,
    async ({ query, request }) => link(request, query['crm-provider'], 'crm'),
    linkOptions,
  );
  for (const kind of ['chat', 'crm'] as const)
    registerConnectionCallback(app, { ctx, kind, path: callbackPaths[kind], states, tokens });

  registerEndpoint(
    app,
    organizationConnections,
    async ({ params, request }) => {
      requireOwnOrganization(requireCaller(request), params.cybrOrgId);
      const [stored, sync] = await Promise.all([listConnections(db, params.cybrOrgId), findSync(db, params.cybrOrgId)]);
      if (!sync) throw notFound('Organization not found');
      return { connections: connectionsOverview(config.connections, stored), sync };
    },
    options,
  );

  registerEndpoint(
    app,
    removeConnection,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      requireOwnOrganization(caller, params.cybrOrgId);
      if (!(await deleteConnection(db, caller.cybrId, params.cybrOrgId, params.provider)))
        throw notFound('No such connection');
      return { ok: true as const };
    },
    options,
  );

  registerEndpoint(
    app,
    startOrganizationSync,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      requireOwnOrganization(caller, params.cybrOrgId);
      const [stored, sync] = await Promise.all([listConnections(db, params.cybrOrgId), findSync(db, params.cybrOrgId)]);
      if (!sync) throw notFound('Organization not found');
      requireDirectoryForSync(stored, sync);
      await setSync(db, caller.cybrId, params.cybrOrgId, true);
      return { ok: true as const };
    },
    options,
  );

  registerEndpoint(
    app,
    stopOrganizationSync,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      requireOwnOrganization(caller, params.cybrOrgId);
      await setSync(db, caller.cybrId, params.cybrOrgId, false);
      return { ok: true as const };
    },
    options,
  );
}
