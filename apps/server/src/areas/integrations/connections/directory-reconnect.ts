import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../../auth/caller-types.ts';
import type { LoginState } from '../../../auth/login-state.ts';
import type { oidcClient } from '../../../auth/oidc-client.ts';
import type { Db } from '../../../db/client.ts';
import { managesPartner } from '../../tenancy/index.ts';
import { linkMicrosoftTenant } from '../provider-tokens/repo.ts';
import { saveConnection } from './repo.ts';
import { requireConnectingPartner } from './service.ts';

/** Who renews the directory consent: a partner, for its own organisation, outside any mode. */
export function reconnectingPartner(caller: Caller, inMode: boolean): { cybrId: string; cybrOrgId: string } {
  return { cybrId: caller.cybrId, cybrOrgId: requireConnectingPartner(caller, inMode) };
}

interface Reconnect {
  database: Db;
  oidc: ReturnType<typeof oidcClient>;
  pending: LoginState;
  reconnect: { cybrId: string; cybrOrgId: string };
}

/**
 * The end of a directory reconnect (org-authorization with `reconnect`): the consent is given by
 * the signed-in person's own account, and the directory connection is recorded (who, when, the
 * organisation the provider named) with its audit row, and the directory's tenant is linked to the
 * organisation in the same transaction unless another organisation has it. The screen is told how it went.
 */
export async function finishReconnect(
  request: FastifyRequest,
  reply: FastifyReply,
  { database, oidc, pending, reconnect }: Reconnect,
) {
  const back = (result: string) =>
    reply.redirect(`/partner/settings/integrations?connection=microsoft&result=${result}`);
  const query = request.query as Record<string, unknown>;
  const caller = request.caller;
  if (typeof query.state !== 'string' || query.state !== pending.state) return back('refused');
  if (!caller || caller.cybrId !== reconnect.cybrId || !managesPartner(caller, reconnect.cybrOrgId))
    return back('refused');
  if (query.error !== undefined) return back(query.error === 'access_denied' ? 'denied' : 'failed');
  let connected: Awaited<ReturnType<typeof oidc.finish>>;
  try {
    connected = await oidc.finish(new URL(pending.origin + request.url), pending);
  } catch (error) {
    request.log.warn({ err: error }, 'directory reconnect rejected');
    return back('failed');
  }
  // Another account's consent would speak for another directory.
  if (connected.email?.toLowerCase() !== caller.email.toLowerCase()) return back('refused');
  const { tenantId } = connected;
  const tenant = await database.transaction(async (tx) => {
    await saveConnection(tx, {
      cybrOrgId: reconnect.cybrOrgId,
      provider: 'microsoft',
      kind: 'directory',
      connectedBy: caller.cybrId,
      externalName: connected.organizationName,
      tokenSealed: null,
    });
    return tenantId
      ? linkMicrosoftTenant(tx, { tenantId, cybrOrgId: reconnect.cybrOrgId, linkedBy: caller.cybrId })
      : null;
  });
  if (tenant === 'taken')
    request.log.warn(
      { tenantId, cybrOrgId: reconnect.cybrOrgId },
      'directory reconnected; its Microsoft tenant stays linked to another organisation',
    );
  return back('connected');
}
