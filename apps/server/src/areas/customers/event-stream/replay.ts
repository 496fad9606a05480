import type { CustomerEvent } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { statement } from '../../../db/statement.ts';

/** How long events are kept for replay; the sweeper deletes older ones. */
export const replayRetentionHours = 24;
/**
 * Ids are taken when a transaction stores its event, but transactions commit in another order: an
 * event numbered below the one a client saw last may have committed after it. The replay therefore
 * reaches this far back in time from that event, and a client may hear an event twice (a signal to
 * read a list again, so a second one costs a reload at most).
 */
const commitSkewMs = 2000;
/** A client that missed more than this reads its lists again instead. */
const maxReplayed = 1000;

export interface ReplayedEvent extends CustomerEvent {
  id: number;
}

/** What a connecting stream is sent before the live events. */
export type Replay =
  /** A first connection: the position to come back with, on the database's clock. */
  | { kind: 'fresh'; position: string }
  /** What the client missed since its Last-Event-ID, oldest first. */
  | { kind: 'missed'; events: ReplayedEvent[] }
  /** Too much, too old or not the client's: it reads its lists again. */
  | { kind: 'resync' };

const clockStatement = statement<{ ms: string }>(
  'event_clock',
  `select (extract(epoch from clock_timestamp()) * 1000)::bigint::text as ms`,
);
const eventTimeStatement = statement<{ ms: string }>(
  'event_time',
  `select (extract(epoch from created_at) * 1000)::bigint::text as ms from customer_events
   where id = $1 and (partner_cybr_org_id = $2 or distributor_cybr_org_id = $2)`,
);
const missedStatement = statement<{
  id: string;
  cybrOrgId: string;
  partnerCybrOrgId: string | null;
  change: CustomerEvent['change'];
}>(
  'event_replay',
  `select id::text as id, cybr_org_id as "cybrOrgId", partner_cybr_org_id as "partnerCybrOrgId", change
   from customer_events
   where (partner_cybr_org_id = $1 or distributor_cybr_org_id = $1)
     and created_at >= to_timestamp($2::bigint / 1000.0) and id <> $3
   order by id limit ${maxReplayed + 1}`,
);

/** The time (ms) a Last-Event-ID stands for, if it is one of this partner's events or a recent position. */
async function positionTime(database: Database, cybrOrgId: string, lastEventId: string): Promise<number | null> {
  const fresh = /^t(\d{1,15})$/.exec(lastEventId);
  if (fresh) {
    const ms = Number(fresh[1]);
    const [now] = await database.query(clockStatement, []);
    const age = Number(now!.ms) - ms;
    return age >= -60_000 && age < replayRetentionHours * 3600_000 ? ms : null;
  }
  if (!/^\d{1,15}$/.test(lastEventId)) return null;
  const [row] = await database.query(eventTimeStatement, [lastEventId, cybrOrgId]);
  return row ? Number(row.ms) : null;
}

/**
 * What to send a partner's stream as it connects: by Last-Event-ID (an event id, or the `t<ms>`
 * position given at the first connection), the events of its customers it missed, read from the
 * table, so any server process can answer a stream another one served before.
 */
export async function replayFor(
  database: Database,
  cybrOrgId: string,
  lastEventId: string | undefined,
): Promise<Replay> {
  if (lastEventId === undefined) {
    const [now] = await database.query(clockStatement, []);
    return { kind: 'fresh', position: `t${now!.ms}` };
  }
  const since = await positionTime(database, cybrOrgId, lastEventId);
  if (since === null) return { kind: 'resync' };
  const rows = await database.query(missedStatement, [
    cybrOrgId,
    since - commitSkewMs,
    /^\d+$/.test(lastEventId) ? lastEventId : '0',
  ]);
  if (rows.length > maxReplayed) return { kind: 'resync' };
  return { kind: 'missed', events: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}
