import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/client.ts';
import { managesPartner, maySeePartner, findOrganization } from '../../tenancy/index.ts';

/**
 * A partner's domains and autodiscovery are read by the partner, by the distributor above a
 * reseller, and in remote view or ghost mode of that partner; anyone else gets 404, as for a
 * missing partner, and learns nothing.
 */
export async function readablePartner(database: Database, request: FastifyRequest, cybrOrgId: string): Promise<Caller> {
  const caller = requireCaller(request);
  const found = await findOrganization(database, cybrOrgId);
  const inMode = request.mode?.target.cybrOrgId === cybrOrgId;
  if (!found || !found.isPistachioPartner || !(inMode || maySeePartner(caller, found)))
    throw notFound('Partner not found');
  return caller;
}

/**
 * Only the partner itself changes them: a domain claim says who its own people are. Its distributor,
 * which may read them, gets 403; anyone else 404.
 */
export async function managedPartner(database: Database, request: FastifyRequest, cybrOrgId: string): Promise<Caller> {
  const caller = await readablePartner(database, request, cybrOrgId);
  if (!managesPartner(caller, cybrOrgId)) throw forbidden();
  return caller;
}
