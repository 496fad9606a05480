import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { organizationMembers, userPartners, usersMe, type PlatformUser, type UserRole } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { users } from '../../../db/schema.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { maySeeOrganization } from '../organizations/access.ts';
import { findOrganization } from '../organizations/repo.ts';
import { membersPage } from './members-sql.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import { pageOf } from '../../../http/page.ts';

export function registerUserRoutes(
  app: FastifyInstance,
  { database, partnerOrganizations, validateResponses }: AppContext,
): void {
  const options = { validateResponse: validateResponses };
  registerEndpoint(
    app,
    usersMe,
    async ({ request }) => {
      const caller = requireCaller(request);
      const found = caller.cybrOrgId ? await partnerOrganizations.find(caller.cybrOrgId) : undefined;
      return {
        cybrId: caller.cybrId,
        email: caller.email,
        fullName: caller.fullName,
        userRole: caller.userRole as UserRole,
        languageCode: caller.languageCode,
        organizationData: found ?? null,
      };
    },
    options,
  );

  // §7 members search: the organisation's own people and its partners see it; paged and sorted in SQL.
  registerEndpoint(
    app,
    organizationMembers,
    async ({ params, query, request }) => {
      const caller = requireCaller(request);
      const found = await findOrganization(database, params.cybrOrgId);
      if (!found || !maySeeOrganization(caller, found)) throw notFound('Organization not found');
      const page = membersPage(found.cybrOrgId, query);
      const rows = await database.query(page.statement, page.values);
      // No member on the page: one row carrying only the total.
      const data = rows[0]?.cybrId === null ? [] : (rows as unknown as PlatformUser[]);
      return pageOf(data, query, rows[0]?.total ?? 0);
    },
    options,
  );

  // The partner organisations a user belongs to: asked by the user itself, or by platform staff.
  registerEndpoint(
    app,
    userPartners,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      if (caller.cybrId !== params.cybrId && !isPlatformStaff(caller)) throw notFound('User not found');
      const [user] = await database.db
        .select({ cybrOrgId: users.cybrOrgId })
        .from(users)
        .where(eq(users.cybrId, params.cybrId));
      if (!user) throw notFound('User not found');
      const found = user.cybrOrgId ? await findOrganization(database, user.cybrOrgId) : undefined;
      return found?.isPistachioPartner ? [found] : [];
    },
    options,
  );
}
