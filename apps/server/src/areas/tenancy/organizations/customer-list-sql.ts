import type { PartnerOrganizationsFilters } from '@portal/contracts';
import { statement, type Statement } from '../../../db/statement.ts';
import { organizationColumns, type OrganizationRow } from './organization-sql.ts';
import { escapeLike } from '../../../db/like-pattern.ts';

/** Whose customers a list shows: a distributor's whole book, or one partner's direct customers. */
export type CustomerScope = { kind: 'distributor' | 'partner'; cybrOrgId: string };

export interface BoundStatement<Row> {
  statement: Statement<Row>;
  values: unknown[];
}

/** One row per customer on the page, each carrying the total; no customers: one row with the total only. */
export type CustomerPageRow = { total: number } & (OrganizationRow | { [K in keyof OrganizationRow]: null });

const statusByFilter = {
  approved: 'APPROVED',
  trial: 'TRIAL',
  pending: 'PENDING',
  partner: 'PARTNER',
  disabled: 'DISABLED',
} as const;

/** One sort key: its SQL over an organisations row aliased `alias`, over a page row `r`, and its type. */
export interface SortKey {
  inner: (alias: string) => string;
  outer: string;
  type: 'text' | 'int' | 'text[]';
}

const nameKey: SortKey = { inner: (a) => `${a}.organization_name`, outer: 'r."organizationName"', type: 'text' };
const idKey: SortKey = { inner: (a) => `${a}.cybr_org_id`, outer: 'r."cybrOrgId"', type: 'text' };

// Every ordering ends on the id, so equal values never swap between pages. Each but the partner's
// name matches an index on (owner, sort keys, id) (migrations 0001 and 0017); no key is ever null,
// so a row comparison (the export's cursor) never skips a row.
export const sortKeys: Record<PartnerOrganizationsFilters['sortBy'], SortKey[]> = {
  organizationName: [nameKey, idKey],
  status: [{ inner: (a) => `${a}.status`, outer: 'r.status', type: 'text' }, nameKey, idKey],
  totalUsers: [{ inner: (a) => `${a}.total_users`, outer: 'r."totalUsers"', type: 'int' }, idKey],
  country: [
    { inner: (a) => `coalesce(${a}.country, '')`, outer: `coalesce(r.country, '')`, type: 'text' },
    nameKey,
    idKey,
  ],
  // Arrays order element by element: no products first, then ITD, SAT, SAT and ITD…
  products: [{ inner: (a) => `${a}.products`, outer: 'r.products', type: 'text[]' }, nameKey, idKey],
  // A customer's partner is one of the distributor's few partners: its rows are sorted as read.
  partnerName: [
    {
      inner: (a) =>
        `coalesce((select pn.organization_name from organizations pn where pn.cybr_org_id = ${a}.partner_cybr_org_id), '')`,
      outer: `coalesce(r."partnerName", '')`,
      type: 'text',
    },
    nameKey,
    idKey,
  ],
};

function orderBy(query: PartnerOrganizationsFilters, column: (key: SortKey) => string): string {
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  return sortKeys[query.sortBy].map((key) => `${column(key)} ${direction}`).join(', ');
}

interface Conditions {
  /** Over organisations aliased `i`, with the scope id as $1. */
  organizations: string;
  /** Over customer_counts (used without a search only). */
  counts: string;
  values: unknown[];
}

export function conditions(scope: CustomerScope, query: PartnerOrganizationsFilters, firstParam: number): Conditions {
  const organizations = [
    scope.kind === 'distributor'
      ? 'i.distributor_cybr_org_id = $1 and i.cybr_org_id <> $1'
      : 'i.partner_cybr_org_id = $1',
  ];
  // The scope kind is one of two words and part of the statement's shape: written into the text.
  const counts = ['c.scope_id = $1', `c.scope_kind = '${scope.kind === 'distributor' ? 'distributor' : 'partner'}'`];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${firstParam + values.push(value) - 1}`;
  if (query.search) organizations.push(`i.organization_name ilike ${param(`%${escapeLike(query.search)}%`)}`);
  if (query.filter) {
    const status = param(statusByFilter[query.filter]);
    organizations.push(`i.status = ${status}`);
    counts.push(`c.status = ${status}`);
  }
  if (query.customersOnly) {
    organizations.push('not i.is_pistachio_partner');
    counts.push('not c.is_partner');
  }
  if (query.resellersOnly) {
    organizations.push('i.is_pistachio_partner');
    counts.push('c.is_partner');
  }
  return { organizations: organizations.join(' and '), counts: counts.join(' and '), values };
}

// One statement per shape of query (scope kind, sort, order, which filters), built on first use.
const built = new Map<string, Statement<CustomerPageRow>>();
const shapeKey = (scope: CustomerScope, q: PartnerOrganizationsFilters) =>
  [
    scope.kind,
    q.sortBy,
    q.order,
    q.search ? 's' : '',
    q.filter ? 'f' : '',
    q.customersOnly ? 'c' : '',
    q.resellersOnly ? 'r' : '',
  ].join('|');

function buildText(scope: CustomerScope, query: PartnerOrganizationsFilters): string {
  const where = conditions(scope, query, 4);
  const page = (source: string, alias: string, filter: string) => `select ${organizationColumns}
      from (select ${alias}.cybr_org_id from ${source} where ${filter}
            order by ${orderBy(query, (key) => key.inner(alias))} limit $2 offset $3) as page
      join organizations o on o.cybr_org_id = page.cybr_org_id
      left join organizations p on p.cybr_org_id = o.partner_cybr_org_id`;
  const outerOrder = `order by ${orderBy(query, (key) => key.outer)}`;
  if (query.search) {
    // A search finds its matches through the trigram index once; the count and the page both read them.
    return `with matches as materialized (
        select i.cybr_org_id, i.organization_name, i.status, i.total_users, i.country, i.products, i.partner_cybr_org_id
          from organizations i where ${where.organizations})
      select t.total, r.* from (select count(*)::int as total from matches) as t
      left join lateral (${page('matches m', 'm', 'true')}) as r on true
      ${outerOrder}`;
  }
  // Without a search the total is read from the trigger-kept counts (migration 0003), and the
  // page's ids come from the index first (an index-only scan), then only those rows are read.
  return `select t.total, r.* from (select coalesce(sum(c.n), 0)::int as total from customer_counts c where ${where.counts}) as t
    left join lateral (${page('organizations i', 'i', where.organizations)}) as r on true
    ${outerOrder}`;
}

/** A page of a partner's customers and the total matching, in one round trip. */
export function customerPage(
  scope: CustomerScope,
  query: PartnerOrganizationsFilters,
): BoundStatement<CustomerPageRow> {
  const key = shapeKey(scope, query);
  let found = built.get(key);
  if (!found) built.set(key, (found = statement(`customer_page_${built.size}`, buildText(scope, query))));
  const { values } = conditions(scope, query, 4);
  return { statement: found, values: [scope.cybrOrgId, query.to - query.from, query.from, ...values] };
}
