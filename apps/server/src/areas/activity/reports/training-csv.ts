import type { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { statement } from '../../../db/statement.ts';
import { reportFrom } from '../report-sql.ts';
import { batchedCsv, reportBatchSize, batchTail, cursorColumns, isoColumn, personJoins } from './report-batches.ts';

const header = [
  'sentDate',
  'attemptId',
  'messageId',
  'contentId',
  'email',
  'fullName',
  'department',
  'location',
  'language',
  'completedDate',
  'correct',
] as const;
type Row = Record<(typeof header)[number], string | boolean | null> & { cursorSentAt: string; cursorId: string };

const trainingBatch = statement<Row>(
  'reports_training_batch',
  `select ${cursorColumns}, ${isoColumn('a.sent_at')} as "sentDate", a.attempt_id as "attemptId", a.message_id as "messageId",
    a.content_id as "contentId", u.email, u.full_name as "fullName", d.name as department, l.name as location,
    a.language_code as language, ${isoColumn('a.completed_at')} as "completedDate", a.correct
  from ${reportFrom('training_attempts', personJoins)}
  ${batchTail}`,
);

/** Every quiz the report query covers, one row each, newest first; correct is empty until answered. */
export function trainingReportCsv(
  database: Database,
  values: readonly unknown[],
  batchSize = reportBatchSize,
): Readable {
  return batchedCsv(database, trainingBatch, values, header, (row) => header.map((name) => row[name]), batchSize);
}
