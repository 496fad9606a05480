import type { FastifyInstance } from 'fastify';
import { acceptTermsOfService, setPartnerCurrency, termsVersion, updatePartnerBilling } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../app-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { requireOwnPartner } from '../organizations/access.ts';
import { changePartner, stale } from './partner-changes.ts';
import { findPartner } from './repo.ts';

/** The partner record's settings a partner gives at sign-up and changes later: currency, terms, billing. */
export function registerPartnerSettingsRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };
  const answer = async (cybrOrgId: string) => (await findPartner(database, cybrOrgId))!.partner;

  registerEndpoint(
    app,
    setPartnerCurrency,
    async ({ params, body, request }) => {
      const caller = requireOwnPartner(request, params.cybrOrgId);
      await changePartner(database.db, caller, params.cybrOrgId, 'partner.currency', (current) =>
        current.currency === body.currency ? null : { currency: body.currency },
      );
      return answer(params.cybrOrgId);
    },
    options,
  );

  registerEndpoint(
    app,
    acceptTermsOfService,
    async ({ params, body, request }) => {
      const caller = requireOwnPartner(request, params.cybrOrgId);
      // The person accepts the text they saw: an acceptance of an older version is refused.
      if (body.version !== termsVersion)
        throw new AppError('CONFLICT', 'The terms of service have changed; read the current version before accepting', [
          { field: 'version', message: `The current version is ${termsVersion}` },
        ]);
      await changePartner(database.db, caller, params.cybrOrgId, 'partner.terms-accepted', (current) =>
        current.tosVersion === termsVersion && current.acceptedTosDate
          ? null
          : { acceptedTosDate: new Date().toISOString(), tosVersion: termsVersion },
      );
      return answer(params.cybrOrgId);
    },
    options,
  );

  registerEndpoint(
    app,
    updatePartnerBilling,
    async ({ params, body, request }) => {
      const caller = requireOwnPartner(request, params.cybrOrgId);
      const { version, ...billingInfo } = body;
      await changePartner(database.db, caller, params.cybrOrgId, 'partner.billing', (current) => {
        // Two people editing at once: the later, stale edit is refused instead of overwriting.
        if (version !== undefined && version !== current.version) throw stale();
        return { billingInfo };
      });
      return answer(params.cybrOrgId);
    },
    options,
  );
}
