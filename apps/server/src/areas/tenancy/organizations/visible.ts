import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/client.ts';
import { maySeeOrganization } from './access.ts';
import { findOrganization } from './repo.ts';

/** The organisation and the caller, when the caller may see it; otherwise 404, exactly like a missing one. */
export async function visibleOrganization(database: Database, request: FastifyRequest, cybrOrgId: string) {
  const caller = requireCaller(request);
  const found = await findOrganization(database, cybrOrgId);
  // Remote view and ghost mode (checked against the session by the mode guard) read their target.
  const inMode = request.mode?.target.cybrOrgId === cybrOrgId;
  if (!found || !(inMode || maySeeOrganization(caller, found))) throw notFound('Organization not found');
  return { caller, found };
}
