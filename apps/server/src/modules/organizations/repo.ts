import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Organization, PartnerOrganizationsFilters } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { customerCounts, licenses, organizations } from '../../db/schema.ts';
import { toOrganization, type LicenseJson, type OrganizationRow } from './mapper.ts';

const parent = alias(organizations, 'parent');

const columns = {
  cybrOrgId: organizations.cybrOrgId,
  organizationName: organizations.organizationName,
  country: organizations.country,
  defaultLanguageCode: organizations.defaultLanguageCode,
  isPistachioPartner: organizations.isPistachioPartner,
  partnerCybrOrgId: organizations.partnerCybrOrgId,
  distributorCybrOrgId: organizations.distributorCybrOrgId,
  partnerName: parent.organizationName,
  partnerView: organizations.partnerView,
  status: organizations.status,
  syncStatus: organizations.syncStatus,
  totalUsers: organizations.totalUsers,
  logoUrl: organizations.logoUrl,
  firstActiveDate: organizations.firstActiveDate,
  syncDate: organizations.syncDate,
  products: organizations.products,
  domainPoolId: organizations.domainPoolId,
};

// The licences ride along with each row as JSON, so a page is one round trip, not two.
const licensesJson = sql<LicenseJson[]>`(
  select coalesce(json_agg(json_build_object(
    'productType', l.product_type, 'issued', l.issued, 'active', l.active, 'licenseCap', l.license_cap,
    'directLicenseCap', l.direct_license_cap, 'expiration', l.expiration, 'created', l.created
  ) order by l.product_type), '[]'::json)
  from ${licenses} l where l.cybr_org_id = ${organizations.cybrOrgId})`;

const listColumns = { ...columns, licenses: licensesJson };

const toOrganizations = (rows: (OrganizationRow & { licenses: LicenseJson[] })[]): Organization[] =>
  rows.map((row) => toOrganization(row, row.licenses));

/** Where an organisation sits in the partner tree: enough to decide who may see it. */
export async function findOrganizationRow(db: Db, cybrOrgId: string): Promise<OrganizationRow | undefined> {
  return (await findOrganization(db, cybrOrgId))?.placement;
}

/** The organisation as the API shows it, with where it sits in the partner tree. */
export async function findOrganization(db: Db, cybrOrgId: string) {
  const rows = await db
    .select(listColumns)
    .from(organizations)
    .leftJoin(parent, eq(parent.cybrOrgId, organizations.partnerCybrOrgId))
    .where(eq(organizations.cybrOrgId, cybrOrgId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return { organization: toOrganizations([row])[0]!, placement: row as OrganizationRow };
}

/** Whose customers a list shows: a distributor's whole book, or one partner's direct customers. */
export type CustomerScope = { kind: 'distributor' | 'partner'; cybrOrgId: string };

type ListQuery = PartnerOrganizationsFilters;

const statusByFilter = { approved: 'APPROVED', trial: 'TRIAL', pending: 'PENDING', partner: 'PARTNER', disabled: 'DISABLED' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function listConditions(scope: CustomerScope, query: ListQuery): SQL | undefined {
  const o = organizations;
  return and(
    scope.kind === 'distributor'
      ? and(eq(o.distributorCybrOrgId, scope.cybrOrgId), ne(o.cybrOrgId, scope.cybrOrgId))
      : eq(o.partnerCybrOrgId, scope.cybrOrgId),
    query.search ? ilike(o.organizationName, `%${escapeLike(query.search)}%`) : undefined,
    query.filter ? eq(o.status, statusByFilter[query.filter]) : undefined,
    query.customersOnly ? eq(o.isPistachioPartner, false) : undefined,
    query.resellersOnly ? eq(o.isPistachioPartner, true) : undefined,
  );
}

function ordering(query: ListQuery): SQL[] {
  const dir = query.order === 'desc' ? desc : asc;
  const o = organizations;
  // Every ordering ends on the id, so equal names or counts never swap between pages.
  if (query.sortBy === 'status') return [dir(o.status), dir(o.organizationName), dir(o.cybrOrgId)];
  if (query.sortBy === 'totalUsers') return [dir(o.totalUsers), dir(o.cybrOrgId)];
  return [dir(o.organizationName), dir(o.cybrOrgId)];
}

/** Without a search, the total is read from the trigger-kept counts instead of counting rows. */
async function countWithoutSearch(db: Db, scope: CustomerScope, query: ListQuery): Promise<number> {
  const c = customerCounts;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(
      and(
        eq(c.scopeKind, scope.kind),
        eq(c.scopeId, scope.cybrOrgId),
        query.filter ? eq(c.status, statusByFilter[query.filter]) : undefined,
        query.customersOnly ? eq(c.isPartner, false) : undefined,
        query.resellersOnly ? eq(c.isPartner, true) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function listOrganizations(db: Db, scope: CustomerScope, query: ListQuery) {
  const where = listConditions(scope, query);
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(organizations)
      .leftJoin(parent, eq(parent.cybrOrgId, organizations.partnerCybrOrgId))
      .where(where)
      .orderBy(...ordering(query))
      .offset(query.from)
      .limit(query.to - query.from),
    query.search
      ? db.select({ total: count() }).from(organizations).where(where).then((r) => r[0]?.total ?? 0)
      : countWithoutSearch(db, scope, query),
  ]);
  return { data: toOrganizations(rows), total };
}
