import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Logger } from '../../../logger.ts';
import { webhookDeliveriesChannel } from '../../tenancy/index.ts';
import { deliverWebhook, type DeliverySettings } from './deliver.ts';
import type { SecretSealer } from './secrets.ts';

const batch = 500;

/**
 * Queues a delivery job for every message written since: marked queued and sent in one pass, the
 * job keyed by message and round, so however many processes dispatch at once, each round of a
 * message is one job. Messages marked but never sent (a process stopped in between) are sent again
 * under the same key after five minutes, which queues nothing twice.
 */
export async function dispatchPending(database: Database, jobs: JobQueue): Promise<number> {
  // Both engines answer a raw statement with its rows under `rows`.
  const rowsOf = async (query: SQL) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const send = (row: Row) => jobs.send('webhook.deliver', { deliveryId: row.id }, { key: `${row.id}@${row.queuedAt}` });
  let queued = 0;
  for (;;) {
    const list = await rowsOf(sql`
      update webhook_deliveries set queued_at = clock_timestamp()
      where id in (select id from webhook_deliveries where queued_at is null order by created_at limit ${batch}
                   for update skip locked)
      returning id, queued_at::text as "queuedAt", created_at::text as "createdAt"`);
    // Sent in the order the changes were made, so the worker meets each object's messages in order.
    list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const row of list) await send(row);
    queued += list.length;
    if (list.length < batch) break;
  }
  const stuck = await rowsOf(sql`
    select id, queued_at::text as "queuedAt", created_at::text as "createdAt" from webhook_deliveries
    where status = 'pending' and attempts = 0 and queued_at < now() - interval '5 minutes'
    order by created_at limit ${batch}`);
  for (const row of stuck) await send(row);
  return queued;
}

interface Row {
  id: string;
  queuedAt: string;
  createdAt: string;
}

/**
 * The webhook jobs: each message delivered with retries for about a day (12 attempts after the
 * first, backing off from 30 s to an hour), several at once per process; the dispatcher runs when
 * a change commits deliveries (NOTIFY) and every minute besides.
 */
export async function defineWebhookJobs(
  database: Database,
  jobs: JobQueue,
  sealer: SecretSealer,
  settings: DeliverySettings,
  log: Logger,
  listen: boolean,
): Promise<void> {
  jobs.define(
    'webhook.deliver',
    ({ deliveryId }, attempt) => deliverWebhook(database.db, sealer, settings, deliveryId, attempt),
    {
      retryLimit: 12,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 3600,
      expireInSeconds: 120,
      concurrency: 8,
      wake: true,
    },
  );
  jobs.define('webhook.dispatch', async () => void (await dispatchPending(database, jobs)), { retryLimit: 2 });
  jobs.schedule('webhook.dispatch', '* * * * *');
  if (!listen) return;
  // One dispatch at a time per process; a NOTIFY during one asks for another after it.
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = dispatchPending(database, jobs)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, 'webhook dispatch failed; the minute job will retry'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  await database.listen(webhookDeliveriesChannel, { message: run, up: run });
}
