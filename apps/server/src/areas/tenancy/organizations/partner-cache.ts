import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { InvalidatedCache } from '../../../db/invalidated-cache.ts';
import { findOrganization, type OrganizationRow } from './repo.ts';

/** Migration 0024 announces here every change to a partner's row: its id, or '*' for a TRUNCATE. */
export const partnerOrganizationEventsChannel = 'partner_organization_events';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export type PartnerOrganizations = Awaited<ReturnType<typeof partnerOrganizationCache>>;

/**
 * The caller's own organisation as users/me shows it, kept per process when it is a partner:
 * partner staff load a page after page, and a partner's row changes only when someone edits its
 * settings. Customers' rows, written by every cap, licence and sync change, are always read afresh.
 * The database announces every change to a partner's row (or to its distributor's, whose name it
 * shows as partnerName), whoever made it. A write this process answers also empties the cache
 * before its answer leaves, so whoever made a change reads it on their next request, before the
 * announcement has arrived.
 */
export async function partnerOrganizationCache(app: FastifyInstance, database: Database, ttlMs: number) {
  const cache = new InvalidatedCache<OrganizationRow>(ttlMs, 20_000);
  await database.listen(partnerOrganizationEventsChannel, {
    message: (cybrOrgId) => {
      const entries = cache.invalidating();
      if (cybrOrgId === '*') return entries.clear();
      entries.drop(cybrOrgId);
      entries.dropWhere((organization) => organization.partnerCybrOrgId === cybrOrgId);
    },
    down: () => cache.disable(),
    up: () => cache.enable(),
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!readOnlyMethods.has(request.method)) cache.clear();
    done(null, payload);
  });

  return {
    /** Only for showing the organisation: a write's own checks read the row afresh. */
    async find(cybrOrgId: string): Promise<OrganizationRow | undefined> {
      const now = Date.now();
      const cached = cache.get(cybrOrgId, now);
      if (cached) return cached;
      const generation = cache.generation;
      const found = await findOrganization(database, cybrOrgId);
      if (found?.isPistachioPartner) cache.set(cybrOrgId, found, generation, now);
      return found;
    },
  };
}
