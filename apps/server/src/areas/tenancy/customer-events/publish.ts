import { sql } from 'drizzle-orm';
import type { CustomerEvent } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';

export const customerEventsChannel = 'customer_events';

/** An event as a change announces it: the event, plus who may hear it (never sent to browsers). */
export interface PublishedCustomerEvent extends CustomerEvent {
  /** The top-level partner above the customer: a distributor hears its resellers' customers too. */
  distributorCybrOrgId: string | null;
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
}
