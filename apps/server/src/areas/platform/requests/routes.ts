import type { FastifyInstance } from 'fastify';
import { platformContact, platformContactRequest, platformLicenses } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { requestLicenses, sendContact, sendContactRequest } from './service.ts';
import { registerRequestsStaffPage } from './staff-page.ts';

// Per client address, so a flood is turned away before it reaches the database; the hourly limits
// in service.ts hold across server processes.
const contactRateLimit = { max: 10, timeWindow: '1 minute' };
const partnerRequestRateLimit = { max: 20, timeWindow: '1 minute' };

/** Requests to the platform team, and the staff page that reads them (docs/decisions.md). */
export function registerPlatformRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, validateResponses } = ctx;
  const ok = { ok: true as const };

  registerEndpoint(
    app,
    platformContact,
    async ({ body, request }) => {
      await sendContact(database.db, request.caller, request.ip, body);
      return ok;
    },
    { validateResponse: validateResponses, rateLimit: contactRateLimit },
  );

  registerEndpoint(
    app,
    platformContactRequest,
    async ({ body, request }) => {
      await sendContactRequest(database, requireCaller(request), body);
      return ok;
    },
    { validateResponse: validateResponses, rateLimit: partnerRequestRateLimit },
  );

  registerEndpoint(
    app,
    platformLicenses,
    async ({ body, request }) => {
      await requestLicenses(database, requireCaller(request), body);
      return ok;
    },
    { validateResponse: validateResponses, rateLimit: partnerRequestRateLimit },
  );

  registerRequestsStaffPage(app, ctx);
}
