import type { FastifyInstance } from 'fastify';
import { organizationTexts } from '@portal/contracts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import type { AppContext } from '../../../app-context.ts';
import { visibleOrganization } from '../../tenancy/index.ts';
import { textsOf } from './repo.ts';

/** The organisation's own texts: read by whoever may see the organisation (docs/decisions/0057-organisation-texts-and-content-library.md). */
export function registerOrganizationTextRoutes(
  app: FastifyInstance,
  { database, validateResponses }: AppContext,
): void {
  registerEndpoint(
    app,
    organizationTexts,
    async ({ params, request }) => {
      const { found } = await visibleOrganization(database, request, params.cybrOrgId);
      return textsOf(database.db, found.cybrOrgId);
    },
    { validateResponse: validateResponses },
  );
}
