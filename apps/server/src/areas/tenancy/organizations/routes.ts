import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  organization,
  organizationAdmins,
  organizationLicenses,
  partnerViewPermissions,
  updateOrganization,
  updatePartnerViewPermissions,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { adminRoles, organizationAdminsStatement } from '../users/platform-user-sql.ts';
import { applyOrganizationUpdate, checkUpdateAllowed } from './organization-update.ts';
import { findOrganization } from './repo.ts';
import { checkViewPermissionChange, setPartnerView } from './view-permission.ts';
import { visibleOrganization } from './visible.ts';

export function registerOrganizationRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };
  const visible = (request: FastifyRequest, cybrOrgId: string) => visibleOrganization(database, request, cybrOrgId);

  registerEndpoint(
    app,
    organization,
    async ({ params, request }) => (await visible(request, params.cybrOrgId)).found,
    options,
  );

  registerEndpoint(
    app,
    updateOrganization,
    async ({ params, body, request }) => {
      const { caller, found } = await visible(request, params.cybrOrgId);
      checkUpdateAllowed(caller, found, body);
      await applyOrganizationUpdate(database.db, caller, found.cybrOrgId, body);
      return (await findOrganization(database, found.cybrOrgId))!;
    },
    options,
  );

  // Licences as the organisation's row holds them (kept by triggers, migration 0008).
  registerEndpoint(
    app,
    organizationLicenses,
    async ({ params, request }) => (await visible(request, params.cybrOrgId)).found.licenses,
    options,
  );

  registerEndpoint(
    app,
    partnerViewPermissions,
    async ({ params, request }) => ({ partnerView: (await visible(request, params.cybrOrgId)).found.partnerView }),
    options,
  );

  registerEndpoint(
    app,
    updatePartnerViewPermissions,
    async ({ params, body, request }) => {
      const { caller, found } = await visible(request, params.cybrOrgId);
      checkViewPermissionChange(caller, found, body.partnerView);
      return { partnerView: await setPartnerView(database.db, caller, found.cybrOrgId, body.partnerView) };
    },
    options,
  );

  registerEndpoint(
    app,
    organizationAdmins,
    async ({ params, request }) => {
      const { found } = await visible(request, params.cybrOrgId);
      return database.query(organizationAdminsStatement, [found.cybrOrgId, adminRoles]);
    },
    options,
  );
}
