import type { FastifyInstance } from 'fastify';
import { content } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../app-error.ts';
import { requirePartnerOrStaff } from '../../../auth/platform-staff.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { findContent } from './repo.ts';

export function registerContentRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  registerEndpoint(
    app,
    content,
    async ({ params, request }) => {
      requirePartnerOrStaff(request);
      const found = await findContent(database.db, params.contentId);
      if (!found) throw notFound('Content not found');
      return found;
    },
    { validateResponse: validateResponses },
  );
}
