import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { signInRateLimit } from '../../../auth/rate-limits.ts';
import { sessionCookie } from '../../../auth/sessions.ts';
import { managesPartner } from '../../tenancy/index.ts';
import {
  connectionStateTtlSeconds,
  sessionBinding,
  type ConnectionState,
  type connectionStates,
  type tokenSealer,
} from './connection-state.ts';
import { exchangeCode, ProviderFailure } from './oauth-exchange.ts';
import { oauthProviders } from '../../../config/oauth-providers.ts';
import { saveConnection, useState } from './repo.ts';

/** What the screen is told: /partner/settings/integrations?connection=<provider>&result=<result>. */
export type ConnectionResult = 'connected' | 'denied' | 'failed' | 'timeout' | 'refused';

interface CallbackSetup {
  ctx: AppContext;
  kind: 'chat' | 'crm';
  path: string;
  states: ReturnType<typeof connectionStates>;
  tokens: ReturnType<typeof tokenSealer>;
}

/** The state is honoured only in the session, by the person and for the organisation it was made for. */
function stateHolds(request: FastifyRequest, state: ConnectionState, kind: 'chat' | 'crm'): boolean {
  const caller = request.caller;
  const token = request.cookies[sessionCookie];
  if (!caller || !token || oauthProviders[state.provider].kind !== kind) return false;
  return (
    caller.cybrId === state.cybrId && managesPartner(caller, state.cybrOrgId) && sessionBinding(token) === state.session
  );
}

/**
 * The provider sends the browser back here with a code: it is exchanged for a token server to
 * server, and the connection stored with its audit row. Any failure leaves what was saved as it was.
 */
export function registerConnectionCallback(
  app: FastifyInstance,
  { ctx, kind, path, states, tokens }: CallbackSetup,
): void {
  const { database, config } = ctx;
  app.get(path, { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const state = states.open(query.state);
    const back = (result: ConnectionResult) => {
      const search = new URLSearchParams({ ...(state ? { connection: state.provider } : {}), result });
      return reply.redirect(`/partner/settings/integrations?${search}`);
    };
    if (!state || !stateHolds(request, state, kind)) return back('refused');
    // Used once: a replayed callback URL (from a history, a log, a proxy) is refused.
    if (!(await useState(database.db, state.id, new Date(Date.now() + connectionStateTtlSeconds * 1000))))
      return back('refused');
    if (query.error !== undefined) return back(query.error === 'access_denied' ? 'denied' : 'failed');
    const client = config.connections.clients[state.provider];
    if (typeof query.code !== 'string' || !query.code || query.code.length > 4096 || !client) return back('failed');
    try {
      const exchanged = await exchangeCode(
        state.provider,
        client,
        query.code,
        state.origin + path,
        config.connections.timeoutMs,
      );
      await saveConnection(database.db, {
        cybrOrgId: state.cybrOrgId,
        provider: state.provider,
        kind,
        connectedBy: state.cybrId,
        externalName: exchanged.externalName,
        tokenSealed: tokens.seal({ provider: state.provider, token: exchanged.token }),
      });
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      request.log.warn(
        { provider: state.provider, reason: error.reason, detail: error.message },
        'connection not completed',
      );
      return back(error.reason === 'timeout' ? 'timeout' : 'failed');
    }
    return back('connected');
  });
}
