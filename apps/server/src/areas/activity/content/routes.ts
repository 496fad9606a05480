import type { FastifyInstance, FastifyRequest } from 'fastify';
import { content } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { forbidden, notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { findContent } from './repo.ts';

/**
 * The content library is the platform's, the same for every partner: partner users and platform
 * staff read it; a customer organisation's users (who never enter the portal) get 403.
 */
function contentReader(request: FastifyRequest): void {
  const caller = requireCaller(request);
  if (!caller.isPartner && !isPlatformStaff(caller)) throw forbidden();
}

export function registerContentRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  registerEndpoint(
    app,
    content,
    async ({ params, request }) => {
      contentReader(request);
      const found = await findContent(database.db, params.contentId);
      if (!found) throw notFound('Content not found');
      return found;
    },
    { validateResponse: validateResponses },
  );
}
