import { apiBasePath, auditActionSchema, exportAuditLog, type AuditAction } from '@portal/contracts';
import { resolvePath, searchParams } from '../../api/url.ts';

export const auditPageSize = 25;

export interface AuditParams {
  page: number;
  action: AuditAction | undefined;
  since: string | undefined;
  until: string | undefined;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as yyyy-MM-dd that exists (no 31 February), or undefined. */
function day(value: string | null): string | undefined {
  if (!value || !isoDay.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** The list's state lives in the URL; values the API would refuse are left out instead of failing the page. */
export function readAuditParams(search: URLSearchParams): AuditParams {
  const page = Number(search.get('page'));
  const action = search.get('action');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    action: auditActionSchema.safeParse(action).data,
    since: day(search.get('since')),
    until: day(search.get('until')),
  };
}

const filters = (params: AuditParams) => ({ action: params.action, since: params.since, until: params.until });

export function toAuditQuery(params: AuditParams) {
  const from = (params.page - 1) * auditPageSize;
  return { from, to: from + auditPageSize, ...filters(params) };
}

export function toAuditSearch(params: AuditParams, change: Partial<AuditParams> = {}): string {
  const next = { ...params, ...change };
  const out = searchParams(filters(next));
  if (next.page > 1) out.set('page', String(next.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The CSV export of every entry matching the same filters (not only the page shown). */
export function exportHref(cybrOrgId: string, params: AuditParams): string {
  const query = searchParams(filters(params)).toString();
  return `${apiBasePath}${resolvePath(exportAuditLog.path, { cybrOrgId })}${query ? `?${query}` : ''}`;
}
