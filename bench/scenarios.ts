import { apiBasePath, partnerOrganizationsQuery } from '@portal/contracts';
import { customerPage } from '@portal/server/src/areas/tenancy/organizations/customer-list-sql.ts';
import { findOrganizationStatement } from '@portal/server/src/areas/tenancy/organizations/organization-sql.ts';
import type { BoundStatement } from './measure-sql.ts';
import { distributorId, searchTerm } from './seed.ts';

export interface Scenario {
  name: string;
  /** Path and query below the server's origin. */
  url: string;
  /**
   * What the portal sends to the database for one such request once the session is cached (for
   * users/me, what it sends when the partner's organisation is not cached yet: the bare SQL an
   * uncached endpoint would run).
   */
  statements: BoundStatement[];
  /** The answer's `total`, where the bench checks it (customer lists). */
  listQuery?: string;
}

const pageSize = 25;
export const list = (name: string, query: string): Scenario => {
  const parsed = partnerOrganizationsQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const page = customerPage({ kind: 'distributor', cybrOrgId: distributorId }, parsed);
  return {
    name,
    url: `${apiBasePath}/api/v1/partners/${distributorId}/organizations?${query}`,
    statements: [page as BoundStatement],
    listQuery: query,
  };
};

export const scenarios: Scenario[] = [
  list('First page by name', `from=0&to=${pageSize}&sortBy=organizationName&order=asc`),
  list(`Search "${searchTerm}" (~1%)`, `from=0&to=${pageSize}&search=${searchTerm}`),
  list('Total users desc, page 3', `from=${2 * pageSize}&to=${3 * pageSize}&sortBy=totalUsers&order=desc`),
  list('Filter pending, page 1', `from=0&to=${pageSize}&filter=pending`),
  list('Deep page (row 50,000 by name)', `from=50000&to=${50000 + pageSize}&sortBy=organizationName&order=asc`),
  {
    name: 'Current user (users/me, every page load)',
    url: `${apiBasePath}/api/v1/users/me`,
    statements: [{ statement: findOrganizationStatement as BoundStatement['statement'], values: [distributorId] }],
  },
];
