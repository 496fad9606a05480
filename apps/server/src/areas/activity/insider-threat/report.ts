import { Readable } from 'node:stream';
import type { ReportQuery } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { csvRow } from '../../../http/csv.ts';
import { reportHeadings } from './report-headings.ts';
import { reportSpan } from './report-period.ts';
import { reportBatch, type ReportRow } from './report-sql.ts';

export const reportBatchSize = 500;

/**
 * The insider-threat report: the organisation's walls seen during the query's period, newest first,
 * as CSV read in batches as the client takes them. The caller has already checked that the signed-in
 * person may see the organisation; without an active insider-threat-detection licence the file has
 * its headings only. `type` (range or scatter) shapes charts and does not change the file.
 */
export function insiderThreatReportCsv(
  database: Database,
  cybrOrgId: string,
  query: ReportQuery,
  batchSize = reportBatchSize,
  now = new Date(),
): Readable {
  const { start, end } = reportSpan(query, now);
  async function* rows() {
    yield csvRow(reportHeadings[query.lang ?? 'en']);
    let after: [string, string] | [null, null] = [null, null];
    for (;;) {
      const values: unknown[] = [
        cybrOrgId,
        start.toISOString(),
        end.toISOString(),
        query.department ?? null,
        query.location ?? null,
        ...after,
        batchSize,
      ];
      const found: ReportRow[] = await database.query(reportBatch, values);
      if (found.length > 0) {
        yield found
          .map((w) =>
            csvRow([
              w.wallId,
              w.fullName,
              w.email,
              w.firstSeen,
              w.updated,
              w.models,
              w.activity,
              w.review,
              w.customerReady ? 'yes' : 'no',
              w.customerFlag,
            ]),
          )
          .join('');
      }
      if (found.length < batchSize) return;
      const last = found[found.length - 1]!;
      after = [last.cursorAt, last.wallId];
    }
  }
  return Readable.from(rows(), { objectMode: false });
}
