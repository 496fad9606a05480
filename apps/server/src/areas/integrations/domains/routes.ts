import type { FastifyInstance } from 'fastify';
import {
  addPartnerDomain,
  autodiscovery,
  deletePartnerDomain,
  partnerDomains as partnerDomainsEndpoint,
  startAutodiscovery,
  updateAutodiscovery,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { managedPartner, readablePartner } from './access.ts';
import { changeAutodiscovery } from './autodiscovery.ts';
import { findSettings } from './autodiscovery-repo.ts';
import { answerDomain, partnerDomains, removeDomain } from './domains.ts';

/** A partner's e-mail domains (spec §3 domain acceptance, §7) and the user autodiscovery that reads them. */
export function registerDomainRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };

  registerEndpoint(
    app,
    partnerDomainsEndpoint,
    async ({ params, request }) => {
      await readablePartner(database, request, params.cybrOrgId);
      return partnerDomains(database, params.cybrOrgId);
    },
    options,
  );

  registerEndpoint(
    app,
    addPartnerDomain,
    async ({ params, body, request }) => {
      const caller = await managedPartner(database, request, params.cybrOrgId);
      return answerDomain(database.db, caller, params.cybrOrgId, body.domain, body.accepted);
    },
    options,
  );

  registerEndpoint(
    app,
    deletePartnerDomain,
    async ({ params, request }) => {
      const caller = await managedPartner(database, request, params.cybrOrgId);
      // Stored domains are lower case; the path may be typed in any case.
      await removeDomain(database.db, caller, params.cybrOrgId, params.domain.trim().toLowerCase());
      return { ok: true as const };
    },
    options,
  );

  registerEndpoint(
    app,
    autodiscovery,
    async ({ params, request }) => {
      await readablePartner(database, request, params.cybrOrgId);
      return findSettings(database, params.cybrOrgId);
    },
    options,
  );

  registerEndpoint(
    app,
    startAutodiscovery,
    async ({ params, body, request }) => {
      const caller = await managedPartner(database, request, params.cybrOrgId);
      return changeAutodiscovery(database.db, caller, params.cybrOrgId, body);
    },
    options,
  );

  registerEndpoint(
    app,
    updateAutodiscovery,
    async ({ params, body, request }) => {
      const caller = await managedPartner(database, request, params.cybrOrgId);
      return changeAutodiscovery(database.db, caller, params.cybrOrgId, body);
    },
    options,
  );
}
