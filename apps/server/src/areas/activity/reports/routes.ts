import type { FastifyInstance } from 'fastify';
import { reportFile } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { csvDownloadHeaders } from '../../../http/csv.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { reportValues } from '../report-filter.ts';
import { visibleOrganization } from '../../tenancy/index.ts';
import { attacksReportCsv } from './attacks-csv.ts';
import { trainingReportCsv } from './training-csv.ts';
import { insiderThreatReportCsv } from '../insider-threat/report.ts';

/** §7 report files as CSV, streamed: read by whoever sees the organisation, with the report query's filters. */
export function registerReportRoutes(app: FastifyInstance, { database }: AppContext): void {
  registerEndpoint(app, reportFile, async ({ params, query, request, reply }) => {
    const { found } = await visibleOrganization(database, request, params.cybrOrgId);
    // Also refuses a department or location of another organisation, for every kind of report.
    const values = await reportValues(database, found.cybrOrgId, query);
    const csv =
      params.report === 'attacks'
        ? attacksReportCsv(database, values)
        : params.report === 'training'
          ? trainingReportCsv(database, values)
          : insiderThreatReportCsv(database, found.cybrOrgId, query);
    return reply.headers(csvDownloadHeaders(`${params.report}-report`)).send(csv);
  });
}
