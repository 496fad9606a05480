import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { webhookDeliveriesChannel } from '../customer-events/publish.ts';

/** A change partners' endpoints may hear of: who hears it, and what they are told. */
export interface WebhookEvent {
  type: WebhookEventType;
  /** The object it is about: its messages to one endpoint arrive in order. */
  objectId: string;
  /** The partners whose endpoints hear it: the object's own partners, never anyone else. */
  audience: readonly (string | null)[];
  /** The object as those partners see it. */
  data: Record<string, unknown>;
}

/**
 * A delivery for every enabled endpoint of the audience subscribed to the event, written inside
 * the changing transaction (so a rolled-back change sends nothing) and announced at commit to the
 * webhook dispatcher (docs/decisions/0073-webhooks.md). Customer changes take the same way from
 * `publishCustomerEvents`, their payload built in SQL.
 */
export async function queueWebhookEvents(tx: Pick<Db, 'execute'>, events: readonly WebhookEvent[]): Promise<void> {
  if (events.length === 0) return;
  const timestamp = new Date().toISOString();
  const rows = events.map((event, ord) => ({
    ord,
    type: event.type,
    objectId: event.objectId,
    audience: event.audience.filter((org): org is string => Boolean(org)),
    payload: JSON.stringify({ type: event.type, timestamp, data: event.data }),
  }));
  await tx.execute(sql`
    with queued as (
      insert into webhook_deliveries (id, endpoint_id, object_id, event_type, payload)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), w.id, e."objectId", e.type, e.payload
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as e(ord int, type text, "objectId" text, audience text[], payload text)
      join webhook_endpoints w on w.cybr_org_id = any(e.audience) and w.enabled and e.type = any(w.event_types)
      order by e.ord, w.id
      returning 1
    )
    select pg_notify(${webhookDeliveriesChannel}, '') from (select count(*) as n from queued) q where q.n > 0`);
}
