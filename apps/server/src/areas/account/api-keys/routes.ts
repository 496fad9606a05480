import type { FastifyInstance } from 'fastify';
import { apiKeys, createApiKey, revokeApiKey, rotateApiKey } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { requireOwnPartner } from '../../tenancy/index.ts';
import * as repo from './repo.ts';

/** Settings → API: a partner's admins list, create, rotate and revoke its keys (never a key itself). */
export function registerApiKeyRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };

  registerEndpoint(
    app,
    apiKeys,
    async ({ params, request }) => {
      requireOwnPartner(request, params.cybrOrgId);
      return { data: await repo.listApiKeys(database.db, params.cybrOrgId) };
    },
    options,
  );
  registerEndpoint(
    app,
    createApiKey,
    async ({ params, body, request }) =>
      repo.createApiKey(database.db, requireOwnPartner(request, params.cybrOrgId), params.cybrOrgId, body),
    options,
  );
  registerEndpoint(
    app,
    rotateApiKey,
    async ({ params, request }) => {
      const rotated = await repo.rotateApiKey(
        database.db,
        requireOwnPartner(request, params.cybrOrgId),
        params.cybrOrgId,
        params.keyId,
      );
      // Other processes hear of it at commit; this one forgets before it answers.
      app.apiKeyCallers.forget(params.keyId);
      return rotated;
    },
    options,
  );
  registerEndpoint(
    app,
    revokeApiKey,
    async ({ params, request }) => {
      await repo.revokeApiKey(
        database.db,
        requireOwnPartner(request, params.cybrOrgId),
        params.cybrOrgId,
        params.keyId,
      );
      app.apiKeyCallers.forget(params.keyId);
      return { ok: true as const };
    },
    options,
  );
}
