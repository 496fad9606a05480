import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Organization, PartnerOrganizationsFilters } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { licenses, organizations } from '../../db/schema.ts';
import { toOrganization, type OrganizationRow } from './mapper.ts';

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

async function withLicenses(db: Db, rows: OrganizationRow[]): Promise<Organization[]> {
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(licenses)
    .where(inArray(licenses.cybrOrgId, rows.map((r) => r.cybrOrgId)));
  return rows.map((row) => toOrganization(row, entries.filter((l) => l.cybrOrgId === row.cybrOrgId)));
}

export async function findOrganizationRow(db: Db, cybrOrgId: string): Promise<OrganizationRow | undefined> {
  const rows = await db
    .select(columns)
    .from(organizations)
    .leftJoin(parent, eq(parent.cybrOrgId, organizations.partnerCybrOrgId))
    .where(eq(organizations.cybrOrgId, cybrOrgId))
    .limit(1);
  return rows[0];
}

/** The organisation as the API shows it, with where it sits in the partner tree. */
export async function findOrganization(db: Db, cybrOrgId: string) {
  const row = await findOrganizationRow(db, cybrOrgId);
  if (!row) return undefined;
  const [organization] = await withLicenses(db, [row]);
  return { organization: organization!, placement: row };
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

export async function listOrganizations(db: Db, scope: CustomerScope, query: ListQuery) {
  const where = listConditions(scope, query);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .leftJoin(parent, eq(parent.cybrOrgId, organizations.partnerCybrOrgId))
      .where(where)
      .orderBy(...ordering(query))
      .offset(query.from)
      .limit(query.to - query.from),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { data: await withLicenses(db, rows), total: totals[0]?.total ?? 0 };
}
