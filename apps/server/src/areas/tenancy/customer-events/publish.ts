import { sql } from 'drizzle-orm';
import type { CustomerEvent } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';

export const customerEventsChannel = 'customer_events';

/** What travels on the channel: the event, plus who may hear it (never sent to browsers). */
export interface PublishedCustomerEvent extends CustomerEvent {
  /** The top-level partner above the customer: a distributor hears its resellers' customers too. */
  distributorCybrOrgId: string | null;
}

/**
 * Announces a change of a customer to every server process. Called inside the transaction that
 * makes the change: PostgreSQL (and PGlite) deliver a NOTIFY only when that transaction commits,
 * so a rolled-back change is never announced.
 */
export async function publishCustomerEvent(tx: Pick<Db, 'execute'>, event: PublishedCustomerEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${customerEventsChannel}, ${JSON.stringify(event)})`);
}
