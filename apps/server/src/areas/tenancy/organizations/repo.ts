import type { Organization, PartnerOrganizationsFilters } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { customerPage, type CustomerScope } from './customer-list-sql.ts';
import { findOrganizationStatement, type OrganizationRow } from './organization-sql.ts';

export type { CustomerScope } from './customer-list-sql.ts';
export type { OrganizationRow } from './organization-sql.ts';

/**
 * The organisation as the API shows it, which also says where it sits in the partner tree
 * (distributorCybrOrgId: never sent, the response serialiser writes only the contract's fields).
 */
export async function findOrganization(database: Database, cybrOrgId: string): Promise<OrganizationRow | undefined> {
  const [row] = await database.query(findOrganizationStatement, [cybrOrgId]);
  return row;
}

export async function listOrganizations(
  database: Database,
  scope: CustomerScope,
  query: PartnerOrganizationsFilters,
): Promise<{ data: Organization[]; total: number }> {
  const page = customerPage(scope, query);
  const rows = await database.query(page.statement, page.values);
  // No customer on the page: one row carrying only the total.
  const data = rows[0]?.cybrOrgId === null ? [] : (rows as OrganizationRow[]);
  return { data, total: rows[0]?.total ?? 0 };
}
