import type { License, PartnerOrganizationsFilters } from '@portal/contracts';
import { statement, type Statement } from '../../../db/statement.ts';
import { conditions, sortKeys, type CustomerScope } from '../../tenancy/index.ts';

export interface CustomerExportRow {
  cybrOrgId: string;
  organizationName: string;
  status: string;
  country: string | null;
  partnerName: string | null;
  totalUsers: number;
  licenses: License[] | null;
}

export type ExportQuery = Pick<
  PartnerOrganizationsFilters,
  'sortBy' | 'order' | 'search' | 'filter' | 'customersOnly' | 'resellersOnly'
>;
export type Cursor = unknown[];

// A cursor value as the statement's parameter: an array (the products ordering) as an array literal.
const cursorValue = (v: unknown) =>
  v === null ? null : Array.isArray(v) ? `{${v.map((item) => JSON.stringify(String(item))).join(',')}}` : String(v);

const built = new Map<string, Statement<CustomerExportRow & { cursor: Cursor }>>();

/** The next batch of matching customers after `cursor` (null: from the start), in the list's order. */
export function customerBatch(scope: CustomerScope, query: ExportQuery, limit: number, cursor: Cursor | null) {
  // The list's ordering (customer-list-sql.ts), ending on the id: the last row of a batch is where
  // the next one starts, read from the same index as the list's pages.
  const columns = sortKeys[query.sortBy].map((key) => [key.inner('i'), key.type] as const);
  const firstFilter = 3 + columns.length;
  const where = conditions(scope, { ...query, from: 0, to: 1 }, firstFilter);
  const key = [
    scope.kind,
    query.sortBy,
    query.order,
    query.search ? 's' : '',
    query.filter ? 'f' : '',
    query.customersOnly ? 'c' : '',
    query.resellersOnly ? 'r' : '',
  ].join('|');
  let found = built.get(key);
  if (!found) {
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const after = `(${columns.map(([c]) => c).join(', ')}) ${direction === 'desc' ? '<' : '>'} (${columns.map(([, type], n) => `$${3 + n}::${type}`).join(', ')})`;
    const text = `select i.cybr_org_id as "cybrOrgId", i.organization_name as "organizationName", i.status, i.country,
        p.organization_name as "partnerName", i.total_users as "totalUsers", i.licenses,
        json_build_array(${columns.map(([c]) => c).join(', ')}) as cursor
      from organizations i left join organizations p on p.cybr_org_id = i.partner_cybr_org_id
      where ${where.organizations} and ($3::${columns[0]![1]} is null or ${after})
      order by ${columns.map(([c]) => `${c} ${direction}`).join(', ')} limit $2`;
    built.set(key, (found = statement(`customer_export_${built.size}`, text)));
  }
  const cursorValues = cursor ?? columns.map(() => null);
  return { statement: found, values: [scope.cybrOrgId, limit, ...cursorValues.map(cursorValue), ...where.values] };
}
