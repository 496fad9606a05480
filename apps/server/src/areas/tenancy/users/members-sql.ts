import type { z } from 'zod';
import type { membersQuery, PlatformUser } from '@portal/contracts';
import { statement, type Statement } from '../../../db/statement.ts';
import { adminRoles, platformUserColumns } from './platform-user-sql.ts';
import { escapeLike } from '../../../db/like-pattern.ts';

export type MembersFilters = z.output<typeof membersQuery>;
export type MemberPageRow = { total: number } & (PlatformUser | { [K in keyof PlatformUser]: null });

// Column names, and the names the page's rows give them.
const sortColumns = {
  fullName: ['full_name', '"fullName"'],
  userRole: ['user_role', '"userRole"'],
  latestContact: ['latest_contact', '"latestContact"'],
  cybrId: ['cybr_id', '"cybrId"'],
} as const;
const licenceColumns = {
  standard: 'security_awareness_license',
  'insider-threat-detection': 'insider_threat_detection_license',
} as const;

function conditions(query: MembersFilters) {
  const where = ['u.cybr_org_id = $1'];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${4 + values.push(value) - 1}`;
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(`(u.full_name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  if (query.userRoles?.length) where.push(`u.user_role = any(${param(query.userRoles)}::text[])`);
  // A member holding any of the licences asked for.
  if (query.licenseTypes?.length)
    where.push(`(${[...new Set(query.licenseTypes)].map((type) => `u.${licenceColumns[type]}`).join(' or ')})`);
  if (query.admins !== undefined)
    where.push(`${query.admins ? '' : 'not '}(u.user_role = any(${param(adminRoles)}::text[]))`);
  return { where: where.join(' and '), values };
}

function buildText(query: MembersFilters): string {
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  // Never-contacted members go last either way; the id breaks ties so pages never overlap.
  const nulls = query.sortBy === 'latestContact' ? ' nulls last' : '';
  const keys = query.sortBy === 'cybrId' ? [sortColumns.cybrId] : [sortColumns[query.sortBy], sortColumns.cybrId];
  const order = (pick: (names: readonly [string, string]) => string) =>
    keys.map((names) => `${pick(names)} ${direction}${nulls}`).join(', ');
  const { where } = conditions(query);
  return `with matches as materialized (select u.* from users u where ${where})
    select t.total, r.* from (select count(*)::int as total from matches) as t
    left join lateral (select ${platformUserColumns} from matches u order by ${order(([column]) => `u.${column}`)} limit $2 offset $3) as r on true
    order by ${order(([, name]) => `r.${name}`)}`;
}

const built = new Map<string, Statement<MemberPageRow>>();

/** A page of an organisation's members and the total matching, in one round trip, sorted in SQL. */
export function membersPage(cybrOrgId: string, query: MembersFilters) {
  const shape = [
    query.sortBy,
    query.order,
    query.search ? 's' : '',
    query.userRoles?.length ? 'r' : '',
    [...new Set(query.licenseTypes ?? [])].sort().join('+'),
    String(query.admins),
  ].join('|');
  let found = built.get(shape);
  if (!found) built.set(shape, (found = statement(`members_page_${built.size}`, buildText(query))));
  return { statement: found, values: [cybrOrgId, query.to - query.from, query.from, ...conditions(query).values] };
}
