import type { FastifyInstance } from 'fastify';
import { organizations, partner, partnerOrganizations } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { forbidden, notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { maySeePartner } from '../organizations/access.ts';
import { listOrganizations } from '../organizations/repo.ts';
import { scopeFor } from '../scope/placement.ts';
import { findPartner } from './repo.ts';
import { pageOf } from '../../../http/page.ts';

export function registerPartnerRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };
  registerEndpoint(
    app,
    partner,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      const found = await findPartner(database, params.cybrOrgId);
      if (!found || !maySeePartner(caller, found.placement)) throw notFound('Partner not found');
      return found.partner;
    },
    options,
  );

  registerEndpoint(
    app,
    partnerOrganizations,
    async ({ params, query, request }) => {
      const scope = await scopeFor(database, requireCaller(request), params.cybrOrgId);
      if (!scope) throw forbidden();
      const { data, total } = await listOrganizations(database, scope, query);
      return pageOf(data, query, total);
    },
    options,
  );

  // The organisations a caller may list are its own partner book (docs/decisions/0072): a
  // customer's people read their one organisation at /organizations/{id}, staff work per partner.
  registerEndpoint(
    app,
    organizations,
    async ({ query, request }) => {
      const caller = requireCaller(request);
      const scope = caller.cybrOrgId ? await scopeFor(database, caller, caller.cybrOrgId) : null;
      if (!scope) throw forbidden();
      const { approvedOnly, ...rest } = query;
      const filters = { ...rest, filter: approvedOnly ? ('approved' as const) : rest.filter };
      const { data, total } = await listOrganizations(database, scope, filters);
      return pageOf(data, query, total);
    },
    options,
  );
}
