import { inArray } from 'drizzle-orm';
import type { Caller } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/client.ts';
import { organizations } from '../../../db/schema.ts';
import { customerScopeFor, type Placement } from '../organizations/access.ts';
import type { CustomerScope } from '../organizations/repo.ts';
import { findOrganization } from '../organizations/repo.ts';

/**
 * The one scope rule: whose customers the caller may list, export or act on through partner
 * `cybrOrgId`'s book; null when it may not, which callers answer exactly as a missing partner.
 */
export async function scopeFor(database: Database, caller: Caller, cybrOrgId: string): Promise<CustomerScope | null> {
  // The caller's own book needs no lookup: the session already says where it sits.
  const target =
    cybrOrgId === caller.cybrOrgId
      ? {
          cybrOrgId,
          partnerCybrOrgId: caller.partnerCybrOrgId,
          distributorCybrOrgId: null,
          isPistachioPartner: caller.isPartner,
        }
      : await findOrganization(database, cybrOrgId);
  return customerScopeFor(caller, target);
}

export type { Placement } from '../organizations/access.ts';

/** Where each of these organisations sits in the partner tree (missing ones are left out). */
export async function placementsOf(database: Database, ids: readonly string[]): Promise<Map<string, Placement>> {
  const rows = await database.db
    .select({
      cybrOrgId: organizations.cybrOrgId,
      partnerCybrOrgId: organizations.partnerCybrOrgId,
      distributorCybrOrgId: organizations.distributorCybrOrgId,
      isPistachioPartner: organizations.isPistachioPartner,
    })
    .from(organizations)
    .where(inArray(organizations.cybrOrgId, [...ids]));
  return new Map(rows.map((row) => [row.cybrOrgId, row]));
}
