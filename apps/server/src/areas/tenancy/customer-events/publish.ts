import { sql } from 'drizzle-orm';
import type { CustomerEvent, WebhookEventType } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';

export const customerEventsChannel = 'customer_events';
/** Every process working jobs hears here that deliveries wait to be queued. */
export const webhookDeliveriesChannel = 'webhook_deliveries';

/** An event as a change announces it: the event, plus who may hear it (never sent to browsers). */
export interface PublishedCustomerEvent extends CustomerEvent {
  /** The top-level partner above the customer: a distributor hears its resellers' customers too. */
  distributorCybrOrgId: string | null;
  /** For a change of status, from what to what: it tells the webhook event (approved, declined). */
  statusChange?: { from: string; to: string };
}

/** What travels on the channel: the event with the id it was stored under. */
export interface StoredCustomerEvent extends PublishedCustomerEvent {
  id: number;
}

/**
 * Stores the events and announces each to every server process, in one statement: a bulk change or
 * an import of thousands costs one round trip. Called inside the changing transaction: the rows and
 * the NOTIFYs (which PostgreSQL and PGlite deliver only at commit) exist only if the change does.
 * The stored rows let a reconnecting stream be sent what it missed (event-stream/replay.ts).
 */
export async function publishCustomerEvents(
  tx: Pick<Db, 'execute'>,
  events: readonly PublishedCustomerEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`
    with stored as (
      insert into customer_events (cybr_org_id, partner_cybr_org_id, distributor_cybr_org_id, change)
      select e."cybrOrgId", e."partnerCybrOrgId", e."distributorCybrOrgId", e.change
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
        as e("cybrOrgId" text, "partnerCybrOrgId" text, "distributorCybrOrgId" text, change text)
      returning id, cybr_org_id, partner_cybr_org_id, distributor_cybr_org_id, change
    )
    select pg_notify(${customerEventsChannel}, json_build_object(
      'id', id, 'cybrOrgId', cybr_org_id, 'partnerCybrOrgId', partner_cybr_org_id,
      'distributorCybrOrgId', distributor_cybr_org_id, 'change', change)::text)
    from stored`);
  await queueWebhookDeliveries(tx, events);
}

/** The webhook event a customer change is, if partners can subscribe to it. */
export function webhookEventOf(event: PublishedCustomerEvent): WebhookEventType | null {
  if (event.change === 'added') return 'customer.created';
  if (event.change === 'caps') return 'license-cap.changed';
  if (event.change !== 'status') return null;
  if (event.statusChange?.to === 'APPROVED') return 'customer.approved';
  if (event.statusChange?.from === 'PENDING' && event.statusChange.to === 'DISABLED') return 'customer.declined';
  return 'customer.status-changed';
}

/**
 * A delivery for every enabled endpoint of the partners above each customer that subscribed to the
 * event, with the payload as it stands in this transaction: the customer as its partner sees it,
 * and for a cap change its licences. Announced at commit on `webhook_deliveries`, where the
 * webhook dispatcher listens (areas/integrations/webhooks).
 */
async function queueWebhookDeliveries(
  tx: Pick<Db, 'execute'>,
  events: readonly PublishedCustomerEvent[],
): Promise<void> {
  const rows = events.flatMap((event, ord) => {
    const type = webhookEventOf(event);
    return type
      ? [
          {
            type,
            ord,
            cybrOrgId: event.cybrOrgId,
            partner: event.partnerCybrOrgId,
            distributor: event.distributorCybrOrgId,
          },
        ]
      : [];
  });
  if (rows.length === 0) return;
  await tx.execute(sql`
    with queued as (
      insert into webhook_deliveries (id, endpoint_id, object_id, event_type, payload)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), w.id, o.cybr_org_id, e.type,
        json_build_object(
          'type', e.type,
          'timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'data', json_build_object(
            'customer', json_build_object(
              'cybrOrgId', o.cybr_org_id, 'organizationName', o.organization_name, 'status', o.status,
              'partnerCybrOrgId', o.partner_cybr_org_id, 'country', o.country),
            'licenses', case when e.type = 'license-cap.changed' then (
              select coalesce(json_agg(json_build_object('productType', l.product_type, 'licenseCap', l.license_cap,
                'seatsInUse', l.issued) order by l.product_type), '[]'::json)
              from licenses l where l.cybr_org_id = o.cybr_org_id) end))::text
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as e(type text, ord int, "cybrOrgId" text, partner text, distributor text)
      join organizations o on o.cybr_org_id = e."cybrOrgId"
      join webhook_endpoints w on w.cybr_org_id in (e.partner, e.distributor) and w.enabled
        and e.type = any(w.event_types)
      order by e.ord, w.id
      returning 1
    )
    select pg_notify(${webhookDeliveriesChannel}, '') from (select count(*) as n from queued) q where q.n > 0`);
}
