import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { InvalidatedCache } from '../../db/invalidated-cache.ts';
import { findOrganization, type OrganizationRow } from './repo.ts';

/** Migration 0024 announces here every change to an organisation's row: its id, or '*' for many. */
export const organizationEventsChannel = 'organization_events';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CachedOrganizations = Awaited<ReturnType<typeof cachedOrganizations>>;

/**
 * The caller's own organisation as users/me shows it, kept per process: every page load asks for
 * it, and it seldom changes. Any process's change to the row (or to its partner's, whose name it
 * shows) drops it everywhere, whoever made it: the database announces it, not our code. A write
 * this process answers also drops everything before its answer leaves, so a partner who changes
 * their organisation reads the change on the next request, before the announcement has arrived.
 * Only users/me reads from here; a write's own checks always read the row afresh.
 */
export async function cachedOrganizations(app: FastifyInstance, database: Database, ttlMs: number) {
  const cache = new InvalidatedCache<OrganizationRow>(ttlMs, 20_000);
  await database.listen(organizationEventsChannel, {
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
    async find(cybrOrgId: string): Promise<OrganizationRow | undefined> {
      const now = Date.now();
      const cached = cache.get(cybrOrgId, now);
      if (cached) return cached;
      const generation = cache.generation;
      const found = await findOrganization(database, cybrOrgId);
      if (found) cache.set(cybrOrgId, found, generation, now);
      return found;
    },
  };
}
