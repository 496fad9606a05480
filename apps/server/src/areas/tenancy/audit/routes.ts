import type { FastifyInstance } from 'fastify';
import { auditLog, exportAuditLog } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { invalidField } from '../../../app-error.ts';
import { type requireCaller } from '../../../auth/caller.ts';
import { csvDownloadHeaders } from '../../../http/csv.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { requireOwnPartner } from '../organizations/access.ts';
import { auditCount, auditPage, type AuditFilters, type AuditRow } from './audit-sql.ts';
import { auditCsv } from './audit-export.ts';
import { pageOf } from '../../../http/page.ts';

/** A partner's own audit log: listed page by page and exported whole as CSV. */
export function registerAuditRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const own = (request: Parameters<typeof requireCaller>[0], cybrOrgId: string, filters: AuditFilters) => {
    requireOwnPartner(request, cybrOrgId);
    if (filters.since && filters.until && filters.until < filters.since)
      throw invalidField('until', 'The end date must not be before the start date');
  };

  registerEndpoint(
    app,
    auditLog,
    async ({ params, query, request }) => {
      own(request, params.cybrOrgId, query);
      const page = auditPage(params.cybrOrgId, query, query.to - query.from, query.from);
      const count = auditCount(params.cybrOrgId, query);
      const [rows, [counted]] = await Promise.all([
        database.query(page.statement, page.values),
        database.query(count.statement, count.values),
      ]);
      const data = rows.map(({ cursorAt: _cursor, ...entry }: AuditRow) => entry);
      return pageOf(data, query, counted?.total ?? 0);
    },
    { validateResponse: validateResponses },
  );

  registerEndpoint(app, exportAuditLog, async ({ params, query, request, reply }) => {
    own(request, params.cybrOrgId, query);
    return reply.headers(csvDownloadHeaders('audit-log')).send(auditCsv(database, params.cybrOrgId, query));
  });
}
