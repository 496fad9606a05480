import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addOrganizationAdmin,
  organizationContact,
  removeOrganizationAdmin,
  setDeliveryPreference,
  updateOrganizationContact,
  user,
} from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { maySeeOrganization, findOrganization, visibleOrganization } from '../tenancy/index.ts';
import { addAdmin, checkManagesAdmins, removeAdmin } from './admins.ts';
import { saveContact } from './contact.ts';
import { findContact } from './contact-repo.ts';
import { setOwnDeliveryPreference } from './delivery-preference.ts';
import { findUserStatement } from './user-repo.ts';

/** The account page's calls: contact, admins, and a person's own user record and delivery preference. */
export function registerAccountRoutes(
  app: FastifyInstance,
  { database, sessions, validateResponses }: AppContext,
): void {
  const options = { validateResponse: validateResponses };
  const visible = (request: FastifyRequest, cybrOrgId: string) => visibleOrganization(database, request, cybrOrgId);

  /** A user the caller may see: itself, or a member of an organisation it may see; otherwise 404. */
  const visibleUser = async (request: FastifyRequest, cybrId: string) => {
    const caller = requireCaller(request);
    const [found] = await database.query(findUserStatement, [cybrId]);
    if (!found) throw notFound('User not found');
    if (found.cybrId === caller.cybrId) return { caller, found };
    const org = found.cybrOrgId ? await findOrganization(database, found.cybrOrgId) : undefined;
    if (!org || !maySeeOrganization(caller, org)) throw notFound('User not found');
    return { caller, found };
  };

  registerEndpoint(
    app,
    organizationContact,
    async ({ params, request }) => {
      const { found } = await visible(request, params.cybrOrgId);
      const contact = await findContact(database.db, found.cybrOrgId);
      if (!contact) throw notFound('This organisation has no contact yet');
      return contact;
    },
    options,
  );

  registerEndpoint(
    app,
    updateOrganizationContact,
    async ({ params, body, request }) => {
      const { caller, found } = await visible(request, params.cybrOrgId);
      return saveContact(database.db, caller, found, body);
    },
    options,
  );

  registerEndpoint(
    app,
    addOrganizationAdmin,
    async ({ params, body, request }) => {
      const { caller, found } = await visible(request, params.cybrOrgId);
      checkManagesAdmins(caller, found);
      const { admin, existed } = await addAdmin(database.db, caller, found.cybrOrgId, body.email);
      // Someone who may already be signed in now belongs here: every process reads them afresh.
      if (existed) await sessions.changed({ cybrId: admin.cybrId });
      const [added] = await database.query(findUserStatement, [admin.cybrId]);
      return added!;
    },
    options,
  );

  registerEndpoint(
    app,
    removeOrganizationAdmin,
    async ({ params, request }) => {
      const { caller, found } = await visible(request, params.cybrOrgId);
      checkManagesAdmins(caller, found);
      await removeAdmin(database.db, caller, found.cybrOrgId, params.cybrId);
      // The removed person's sessions end at once, on every process.
      await sessions.endAllFor(params.cybrId);
      return { ok: true as const };
    },
    options,
  );

  registerEndpoint(
    app,
    user,
    async ({ params, request }) => (await visibleUser(request, params.cybrId)).found,
    options,
  );

  // A person chooses only their own delivery method; another's answers 403 when they may see it, else 404.
  registerEndpoint(
    app,
    setDeliveryPreference,
    async ({ params, body, request }) => {
      const { caller } = await visibleUser(request, params.cybrId);
      if (params.cybrId !== caller.cybrId)
        throw new AppError('FORBIDDEN', 'You can only choose your own delivery method');
      await setOwnDeliveryPreference(database.db, caller, body.preferredDeliveryMethod);
      return body;
    },
    options,
  );
}
