import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bucketServiceAccounts,
  integrationHealthSchema,
  type Integration,
  organizationIntegrations,
  reportDataSourceHealth,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { forbidden, notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { maySeeOrganization, findOrganization } from '../../tenancy/index.ts';
import { recordHealth } from './health-report.ts';
import { listIntegrations } from './repo.ts';

// The data-source providers the platform offers (spec §3: github); each is listed, connected or not.
const providers = integrationHealthSchema.shape.provider.options;

/** Data-source integrations and their health (spec §3, §7), and the platform's reports of it. */
export function registerDataSourceRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };
  // Whoever may see the organisation sees where its data goes; anyone else gets 404, as for a missing one.
  const visible = async (request: FastifyRequest, cybrOrgId: string) => {
    const caller = requireCaller(request);
    const found = await findOrganization(database, cybrOrgId);
    const inMode = request.mode?.target.cybrOrgId === cybrOrgId;
    if (!found || !(inMode || maySeeOrganization(caller, found))) throw notFound('Organization not found');
  };

  registerEndpoint(
    app,
    organizationIntegrations,
    async ({ params, request }) => {
      await visible(request, params.cybrOrgId);
      const rows = await listIntegrations(database, params.cybrOrgId);
      return providers.flatMap((provider): Integration[] => {
        const mine = rows.filter((row) => row.provider === provider);
        return mine.length === 0
          ? [{ provider, connected: false, health: null }]
          : mine.map((health) => ({ provider, connected: true, health }));
      });
    },
    options,
  );

  registerEndpoint(
    app,
    bucketServiceAccounts,
    async ({ params, request }) => {
      await visible(request, params.cybrOrgId);
      const rows = await listIntegrations(database, params.cybrOrgId);
      return rows
        .filter((row) => row.provider === params.provider)
        .map(({ bucketName, serviceAccount }) => ({ bucketName, serviceAccount }));
    },
    options,
  );

  registerEndpoint(
    app,
    reportDataSourceHealth,
    async ({ params, body, request }) => {
      const caller = requireCaller(request);
      if (!isPlatformStaff(caller)) throw forbidden();
      if (!(await findOrganization(database, params.cybrOrgId))) throw notFound('Organization not found');
      return recordHealth(database.db, caller, { cybrOrgId: params.cybrOrgId, provider: params.provider, ...body });
    },
    options,
  );
}
