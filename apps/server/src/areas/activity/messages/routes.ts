import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { sendTestMessage as sendTestMessageEndpoint } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { sharedSecret } from '../../../db/app-secrets.ts';
import { connections } from '../../../db/schema.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { tokenSealer } from '../../integrations/index.ts';
import { visibleOrganization } from '../../tenancy/index.ts';
import { sendTestMessage } from './service.ts';

// Per client address too, so a flood is turned away before it reaches the database or a provider.
const testMessageRateLimit = { max: 20, timeWindow: '1 minute' };

/** POST /api/v1/messages/test: one piece of content sent for real, as a test, to one person. */
export async function registerMessageRoutes(
  app: FastifyInstance,
  { config, database, validateResponses }: AppContext,
): Promise<void> {
  const db = database.db;
  // The same key the connections module seals provider tokens with.
  const tokens = tokenSealer(
    Buffer.from(await sharedSecret(db, 'connection-token-key', () => randomBytes(32).toString('base64')), 'base64'),
  );
  const teamsToken = async (cybrOrgId: string) => {
    const [row] = await db
      .select({ sealed: connections.tokenSealed })
      .from(connections)
      .where(and(eq(connections.cybrOrgId, cybrOrgId), eq(connections.provider, 'teams')));
    const token = row?.sealed ? tokens.open(row.sealed)?.token.access_token : undefined;
    return typeof token === 'string' && token ? token : null;
  };
  const deps = { db, config: config.messaging, teamsToken };

  registerEndpoint(
    app,
    sendTestMessageEndpoint,
    async ({ body, request }) => {
      const { caller, found } = await visibleOrganization(database, request, body.cybrOrgId);
      await sendTestMessage(deps, caller, found, body);
      return { ok: true as const };
    },
    { validateResponse: validateResponses, rateLimit: testMessageRateLimit },
  );
}
