import { apiBasePath, exportAuditLog } from '@portal/contracts';
import { resolvePath, searchParams } from '../../../api/url.ts';

// The changes the audit log records for a partner, in the order the filter offers them.
export const auditActions = [
  'customer.status',
  'customer.license-cap',
  'customer.added',
  'customer.view-permission',
  'mode.remote-view.entered',
  'mode.remote-view.left',
  'mode.ghost.entered',
  'mode.ghost.left',
  'partner.currency',
  'partner.terms-accepted',
  'partner.billing',
  'access-code.issued',
  'access-code.redeemed',
  'access-code.revoked',
  'organization.details',
  'organization.contact',
  'organization.admin.added',
  'organization.admin.removed',
  'user.delivery-preference',
  'connection.chat.connected',
  'connection.chat.disconnected',
  'connection.crm.connected',
  'connection.crm.disconnected',
  'connection.directory.connected',
  'organization.sync.started',
  'organization.sync.stopped',
  'domain.accepted',
  'domain.declined',
  'domain.removed',
  'wall.approved',
  'wall.rejected',
  'wall.flagged',
  'autodiscovery',
  'subscription.checkout',
  'subscription.ended',
  'subscription.license-cap',
  'invoice.issued',
  'invoice.paid',
  'platform.contact.sent',
  'platform.contact-request.sent',
  'platform.license-request.sent',
  'breach.interaction',
  'teach.answer',
  'message.test.sent',
  'message.test.failed',
  'provider-token.issued',
  'microsoft-tenant.linked',
] as const;

export const auditPageSize = 25;

export interface AuditParams {
  page: number;
  action: string | undefined;
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
    action: (auditActions as readonly string[]).includes(action ?? '') ? action! : undefined,
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
