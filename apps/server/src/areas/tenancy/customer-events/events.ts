import { sql } from 'drizzle-orm';
import type { CustomerEvent } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { customerEventsChannel, type PublishedCustomerEvent } from './publish.ts';
import type { Placement } from '../scope/placement.ts';

/** The event announcing a change of one customer, addressed to the partners above it. */
export const eventFor = (org: Placement, change: CustomerEvent['change']): PublishedCustomerEvent => ({
  cybrOrgId: org.cybrOrgId,
  partnerCybrOrgId: org.partnerCybrOrgId,
  distributorCybrOrgId: org.distributorCybrOrgId,
  change,
});

/**
 * One NOTIFY per changed customer, sent in one statement: a bulk change or an import of thousands
 * costs one round trip. Inside the changing transaction, so nothing is announced unless it commits.
 */
export async function publishCustomerEvents(
  tx: Pick<Db, 'execute'>,
  events: readonly PublishedCustomerEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await tx.execute(
    sql`select pg_notify(${customerEventsChannel}, p) from jsonb_array_elements_text(${payloads}::jsonb) as p`,
  );
}
