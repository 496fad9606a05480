import type { Caller } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/client.ts';
import { customerScopeFor } from '../organizations/access.ts';
import { findOrganization, type CustomerScope } from '../organizations/repo.ts';

/** Whose customers the caller may list or export as partner `cybrOrgId`; null when it may not. */
export async function resolveCustomerScope(database: Database, caller: Caller, cybrOrgId: string): Promise<CustomerScope | null> {
  // The caller's own book needs no lookup: the session already says where it sits.
  const target =
    cybrOrgId === caller.cybrOrgId
      ? { cybrOrgId: caller.cybrOrgId, partnerCybrOrgId: caller.partnerCybrOrgId, distributorCybrOrgId: null, isPistachioPartner: caller.isPartner }
      : await findOrganization(database, cybrOrgId);
  return customerScopeFor(caller, target);
}
