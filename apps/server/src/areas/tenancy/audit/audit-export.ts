import { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { csvRow } from '../../../http/csv.ts';
import { auditBatch, type AuditFilters } from './audit-sql.ts';

export const exportBatchSize = 1000;
// apiKey last: importers of the earlier columns read on unchanged.
const header = [
  'occurredAt',
  'actorCybrId',
  'actorName',
  'action',
  'target',
  'targetName',
  'before',
  'after',
  'apiKey',
];

/** The whole filtered log as CSV, read 1000 rows at a time as the client takes them: memory stays constant. */
export function auditCsv(
  database: Database,
  cybrOrgId: string,
  filters: AuditFilters,
  batchSize = exportBatchSize,
): Readable {
  async function* rows() {
    yield csvRow(header);
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const batch = auditBatch(cybrOrgId, filters, batchSize, after);
      const found = await database.query(batch.statement, batch.values);
      if (found.length > 0)
        yield found
          .map((r) =>
            csvRow([
              r.occurredAt,
              r.actorCybrId,
              r.actorName,
              r.action,
              r.target,
              r.targetName,
              r.before,
              r.after,
              r.apiKey?.prefix ?? null,
            ]),
          )
          .join('');
      if (found.length < batchSize) return;
      const last = found[found.length - 1]!;
      after = { at: last.cursorAt, id: last.id };
    }
  }
  return Readable.from(rows(), { objectMode: false });
}
