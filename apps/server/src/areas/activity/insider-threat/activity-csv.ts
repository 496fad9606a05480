import { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { statement } from '../../../db/statement.ts';
import { csvRow } from '../../../http/csv.ts';

export const activityBatchSize = 1000;
const header = ['time', 'siege', 'model', 'action', 'resource', 'source', 'bytes'];

interface ActivityRow {
  id: string;
  at: string;
  siege: string | null;
  model: string | null;
  action: string;
  resource: string;
  source: string;
  bytes: string | null;
  cursorAt: string;
}

// Oldest first, in keyset steps after (time, id): the (wall, time, id) index serves each step.
const activityBatch = statement<ActivityRow>(
  'insider_threat_wall_activity',
  `select a.id::text as id, iso_utc(a.occurred_at) as at, s.name as siege, s.model, a.action, a.resource, a.source, a.bytes::text as bytes,
          a.occurred_at::text as "cursorAt"
     from wall_activity a left join sieges s on s.id = a.siege_id
    where a.wall_id = $1 and ($3::timestamptz is null or (a.occurred_at, a.id) > ($3::timestamptz, $4::bigint))
    order by a.occurred_at, a.id limit $2`,
);

/** The activity rows behind one wall as CSV, read in batches as the client takes them. */
export function wallActivityCsv(database: Database, wallId: string, batchSize = activityBatchSize): Readable {
  async function* rows() {
    yield csvRow(header);
    let after: [string, string] | [null, null] = [null, null];
    for (;;) {
      const found: ActivityRow[] = await database.query(activityBatch, [wallId, batchSize, ...after]);
      if (found.length > 0)
        yield found.map((r) => csvRow([r.at, r.siege, r.model, r.action, r.resource, r.source, r.bytes])).join('');
      if (found.length < batchSize) return;
      const last = found[found.length - 1]!;
      after = [last.cursorAt, last.id];
    }
  }
  return Readable.from(rows(), { objectMode: false });
}
