import type { AuditEntry } from '@portal/contracts';
import { statement, type Statement } from '../../../db/statement.ts';
import { escapeLike } from '../../../db/like-pattern.ts';

/** What the audit log is filtered by: an action ('customer.status') or a prefix ending in a dot ('customer.'), UTC days. */
export interface AuditFilters {
  action?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

export type AuditRow = AuditEntry & { cursorAt: string };

// Names come from left joins: an entry outlives the user or organisation it names.
const columns = `a.id::text as id, iso_utc(a.occurred_at) as "occurredAt", a.actor_cybr_id as "actorCybrId",
  u.full_name as "actorName", a.action, a.target, t.organization_name as "targetName", a.before, a.after,
  case when k.id is null then null else json_build_object('name', k.name, 'prefix', k.prefix) end as "apiKey",
  a.occurred_at::text as "cursorAt"`;
const joins = `left join users u on u.cybr_id = a.actor_cybr_id left join organizations t on t.cybr_org_id = a.target
  left join api_keys k on k.id = a.api_key_id`;

function where(filters: AuditFilters, firstParam: number) {
  const parts = ['a.cybr_org_id = $1'];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${firstParam + values.push(value) - 1}`;
  if (filters.action) {
    parts.push(
      filters.action.endsWith('.')
        ? `a.action like ${param(`${escapeLike(filters.action)}%`)}`
        : `a.action = ${param(filters.action)}`,
    );
  }
  // Whole days in UTC, both ends included; each bound uses the (organisation, time) index.
  if (filters.since) parts.push(`a.occurred_at >= (${param(filters.since)}::date)::timestamp at time zone 'UTC'`);
  if (filters.until) parts.push(`a.occurred_at < (${param(filters.until)}::date + 1)::timestamp at time zone 'UTC'`);
  return { text: parts.join(' and '), values };
}

const shape = (kind: string, f: AuditFilters) =>
  [kind, f.action ? (f.action.endsWith('.') ? 'p' : 'a') : '', f.since ? 's' : '', f.until ? 'u' : ''].join('|');
const built = new Map<string, Statement<never>>();
function cached<Row>(key: string, text: () => string): Statement<Row> {
  let found = built.get(key);
  if (!found) built.set(key, (found = statement(`audit_${built.size}`, text())));
  return found as Statement<Row>;
}

/** One page, newest first ($2 rows from offset $3). */
export function auditPage(cybrOrgId: string, filters: AuditFilters, limit: number, offset: number) {
  const w = where(filters, 4);
  const text = () =>
    `select ${columns} from audit_log a ${joins} where ${w.text} order by a.occurred_at desc, a.id desc limit $2 offset $3`;
  return { statement: cached<AuditRow>(shape('page', filters), text), values: [cybrOrgId, limit, offset, ...w.values] };
}

export function auditCount(cybrOrgId: string, filters: AuditFilters) {
  const w = where(filters, 2);
  const text = () => `select count(*)::int as total from audit_log a where ${w.text}`;
  return { statement: cached<{ total: number }>(shape('count', filters), text), values: [cybrOrgId, ...w.values] };
}

/** The next batch older than (at, id), newest first: an export reads the log in these steps. */
export function auditBatch(
  cybrOrgId: string,
  filters: AuditFilters,
  limit: number,
  after: { at: string; id: string } | null,
) {
  const w = where(filters, 5);
  const text = () => `select ${columns} from audit_log a ${joins}
    where ${w.text} and ($3::timestamptz is null or (a.occurred_at, a.id) < ($3::timestamptz, $4::bigint))
    order by a.occurred_at desc, a.id desc limit $2`;
  return {
    statement: cached<AuditRow>(shape('batch', filters), text),
    values: [cybrOrgId, limit, after?.at ?? null, after?.id ?? null, ...w.values],
  };
}
