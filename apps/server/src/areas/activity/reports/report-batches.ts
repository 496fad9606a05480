import { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { csvRow } from '../../../http/csv.ts';
import type { Statement } from '../../../db/statement.ts';
export { isoColumn } from '../report-sql.ts';

export const reportBatchSize = 1000;

/**
 * A report's rows as CSV, read in keyset batches (newest first) as the client takes them, so
 * memory does not grow with the report. Each batch statement takes the report values ($1–$6),
 * then the last row's sending time and id ($7, $8; null for the first batch) and the batch size ($9).
 */
export function batchedCsv<Row extends { cursorSentAt: string; cursorId: string }>(
  database: Database,
  batch: Statement<Row>,
  values: readonly unknown[],
  header: readonly string[],
  cells: (row: Row) => unknown[],
  batchSize = reportBatchSize,
): Readable {
  async function* rows() {
    yield csvRow(header);
    let cursor: [string, string] | [null, null] = [null, null];
    for (;;) {
      const found: Row[] = await database.query(batch, [...values, ...cursor, batchSize]);
      if (found.length > 0) yield found.map((row) => csvRow(cells(row))).join('');
      if (found.length < batchSize) return;
      const last: Row = found[found.length - 1]!;
      cursor = [last.cursorSentAt, last.cursorId];
    }
  }
  return Readable.from(rows(), { objectMode: false });
}

/** The keyset condition and order shared by every report batch ($7, $8 the last row; $9 the size). */
export const batchTail = `and ($7::text is null or (a.sent_at, a.attempt_id) < ($7::timestamptz, $8::text))
  order by a.sent_at desc, a.attempt_id desc limit $9`;

export const cursorColumns = 'a.sent_at::text as "cursorSentAt", a.attempt_id as "cursorId"';

/** The person's e-mail, name, department and location, for the report's rows. */
export const personJoins = `join users u on u.cybr_id = a.cybr_id
  left join org_departments d on d.id = p.department_id
  left join org_locations l on l.id = p.location_id`;
