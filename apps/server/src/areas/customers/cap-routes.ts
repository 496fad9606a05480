import type { FastifyInstance } from 'fastify';
import { partnerOrganization, updateChildLicenseCaps, updateChildrenLicenseCaps } from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { inCustomerScope, findOrganization, placementsOf, scopeFor } from '../tenancy/index.ts';
import { setLicenseCap, setLicenseCaps } from './license-caps.ts';

// A customer that is not in the caller's book answers exactly like a missing one.
const customerNotFound = () => notFound('Customer not found');

/** One customer of a partner, and its licence caps (spec §6: partners cap child organisations). */
export function registerCustomerCapRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };

  const child = async (request: Parameters<typeof requireCaller>[0], cybrOrgId: string, childCybrOrgId: string) => {
    const caller = requireCaller(request);
    const scope = await scopeFor(database, caller, cybrOrgId);
    const found = scope ? await findOrganization(database, childCybrOrgId) : undefined;
    if (!scope || !found || !inCustomerScope(scope, found)) throw customerNotFound();
    return { caller, found };
  };

  registerEndpoint(
    app,
    partnerOrganization,
    async ({ params, request }) => (await child(request, params.cybrOrgId, params.childCybrOrgId)).found,
    options,
  );

  registerEndpoint(
    app,
    updateChildLicenseCaps,
    async ({ params, body, request }) => {
      const { caller, found } = await child(request, params.cybrOrgId, params.childCybrOrgId);
      await setLicenseCap(database.db, caller, found, body);
      // organizations.licenses is kept by triggers (migration 0008): read it afresh for the answer.
      return (await findOrganization(database, found.cybrOrgId))!;
    },
    options,
  );

  registerEndpoint(
    app,
    updateChildrenLicenseCaps,
    async ({ params, body, request }) => {
      const caller = requireCaller(request);
      const scope = await scopeFor(database, caller, params.cybrOrgId);
      if (!scope) throw customerNotFound();
      const placements = await placementsOf(database, body.childCybrOrgIds);
      // One customer that is not the caller's refuses the whole request, without saying which.
      if (body.childCybrOrgIds.some((id) => !placements.has(id) || !inCustomerScope(scope, placements.get(id)!)))
        throw customerNotFound();
      return {
        updated: await setLicenseCaps(
          database.db,
          caller,
          body.childCybrOrgIds,
          placements,
          body.productType,
          body.licenseCap,
        ),
      };
    },
    options,
  );
}
