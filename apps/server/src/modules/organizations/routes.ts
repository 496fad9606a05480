import type { FastifyInstance } from 'fastify';
import { organization } from '@portal/contracts';
import { notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { maySeeOrganization } from './access.ts';
import { findOrganization } from './repo.ts';

export function registerOrganizationRoutes(app: FastifyInstance, db: Db, options: { validateResponse: boolean }): void {
  registerEndpoint(
    app,
    organization,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      const found = await findOrganization(db, params.cybrOrgId);
      // Someone else's organisation answers exactly like a missing one.
      if (!found || !maySeeOrganization(caller, found.placement)) throw notFound('Organization not found');
      return found.organization;
    },
    options,
  );
}
