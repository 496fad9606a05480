import type { FastifyInstance } from 'fastify';
import { organizationDepartments, organizationLocations } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { visibleOrganization } from '../../tenancy/index.ts';
import { departmentsStatement, locationsStatement } from './repo.ts';

/** §7 departments and locations of an organisation, for report filters: read by whoever sees it. */
export function registerOrgUnitRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };
  registerEndpoint(
    app,
    organizationDepartments,
    async ({ params, request }) => {
      const { found } = await visibleOrganization(database, request, params.cybrOrgId);
      return database.query(departmentsStatement, [found.cybrOrgId]);
    },
    options,
  );
  registerEndpoint(
    app,
    organizationLocations,
    async ({ params, request }) => {
      const { found } = await visibleOrganization(database, request, params.cybrOrgId);
      return database.query(locationsStatement, [found.cybrOrgId]);
    },
    options,
  );
}
