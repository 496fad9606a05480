import type { FastifyInstance } from 'fastify';
import { usersMe, type UserRole } from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireCaller } from '../../auth/caller.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findOrganization } from '../organizations/repo.ts';

export function registerUserRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  registerEndpoint(
    app,
    usersMe,
    async ({ request }) => {
      const caller = requireCaller(request);
      const found = caller.cybrOrgId ? await findOrganization(database, caller.cybrOrgId) : undefined;
      return {
        cybrId: caller.cybrId,
        email: caller.email,
        fullName: caller.fullName,
        userRole: caller.userRole as UserRole,
        languageCode: caller.languageCode,
        organizationData: found ?? null,
      };
    },
    { validateResponse: validateResponses },
  );
}
