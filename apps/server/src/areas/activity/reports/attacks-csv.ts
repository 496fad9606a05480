import type { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { statement } from '../../../db/statement.ts';
import { reportFrom } from '../report-sql.ts';
import { batchedCsv, reportBatchSize, batchTail, cursorColumns, isoColumn, personJoins } from './report-batches.ts';

const header = [
  'sentDate',
  'attemptId',
  'messageId',
  'email',
  'fullName',
  'department',
  'location',
  'category',
  'contentType',
  'difficulty',
  'language',
  'clickedDate',
  'credentialsLeakedDate',
  'attachmentOpenedDate',
  'reportDate',
  'replyDate',
  'callDate',
] as const;
type Row = Record<(typeof header)[number], string | number | null> & { cursorSentAt: string; cursorId: string };

const dates = {
  sentDate: 'sent_at',
  clickedDate: 'clicked_at',
  credentialsLeakedDate: 'credentials_leaked_at',
  attachmentOpenedDate: 'attachment_opened_at',
  reportDate: 'reported_at',
  replyDate: 'replied_at',
  callDate: 'called_at',
};

const attackBatch = statement<Row>(
  'reports_attacks_batch',
  `select ${cursorColumns}, ${Object.entries(dates)
    .map(([name, column]) => `${isoColumn(`a.${column}`)} as "${name}"`)
    .join(', ')},
    a.attempt_id as "attemptId", a.message_id as "messageId", u.email, u.full_name as "fullName", d.name as department, l.name as location,
    a.category, a.content_type as "contentType", a.difficulty, a.language_code as language
  from ${reportFrom('attack_attempts', personJoins)}
  ${batchTail}`,
);

/** Every attack attempt the report query covers, one row each, newest first. */
export function attacksReportCsv(
  database: Database,
  values: readonly unknown[],
  batchSize = reportBatchSize,
): Readable {
  return batchedCsv(database, attackBatch, values, header, (row) => header.map((name) => row[name]), batchSize);
}
