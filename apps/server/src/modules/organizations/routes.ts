import type { FastifyInstance } from 'fastify';
import { organization } from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { maySeeOrganization } from './access.ts';
import { findOrganization } from './repo.ts';

export function registerOrganizationRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  registerEndpoint(
    app,
    organization,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      const found = await findOrganization(database, params.cybrOrgId);
      // Someone else's organisation answers exactly like a missing one.
      if (!found || !maySeeOrganization(caller, found)) throw notFound('Organization not found');
      return found;
    },
    { validateResponse: validateResponses },
  );
}
