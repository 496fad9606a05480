import type { FastifyInstance } from 'fastify';
import { partner, partnerOrganizations } from '@portal/contracts';
import { forbidden, notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { customerScopeFor, maySeePartner } from '../organizations/access.ts';
import { findOrganizationRow, listOrganizations } from '../organizations/repo.ts';
import { findPartner } from './repo.ts';

export function registerPartnerRoutes(app: FastifyInstance, db: Db, options: { validateResponse: boolean }): void {
  registerEndpoint(
    app,
    partner,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      const target = await findOrganizationRow(db, params.cybrOrgId);
      const record = target && maySeePartner(caller, target) ? await findPartner(db, params.cybrOrgId) : undefined;
      if (!record) throw notFound('Partner not found');
      return record;
    },
    options,
  );

  registerEndpoint(
    app,
    partnerOrganizations,
    async ({ params, query, request }) => {
      const caller = requireCaller(request);
      // The caller's own book needs no lookup: the session already says where it sits.
      const target =
        params.cybrOrgId === caller.cybrOrgId
          ? { cybrOrgId: caller.cybrOrgId, partnerCybrOrgId: caller.partnerCybrOrgId, distributorCybrOrgId: null, isPistachioPartner: caller.isPartner }
          : await findOrganizationRow(db, params.cybrOrgId);
      const scope = customerScopeFor(caller, target);
      if (!scope) throw forbidden();
      const { data, total } = await listOrganizations(db, scope, query);
      return {
        data,
        count: data.length,
        from: query.from,
        to: query.from + data.length,
        reqFrom: query.from,
        reqTo: query.to,
        total,
      };
    },
    options,
  );
}
