import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { invoices, subscriptions } from '../../../db/schema.ts';
import { createJobQueue, type JobQueue } from '../../../jobs/job-queue.ts';
import { silentLogger } from '../../../logger.ts';
import { billingFixtures } from '../billing.fixture.ts';

let t: TestApp;
let sender: JobQueue;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'on' });
  await t.app.ready();
  // Another process that only queues jobs, on the same database.
  sender = createJobQueue(t.database, silentLogger, { work: false });
}, 120_000);
afterAll(async () => {
  await sender.stop();
  await t.close();
});

describe('billing as a job', () => {
  it('is scheduled hourly beside the sweep of expired rows and the webhook dispatch', async () => {
    await sender.send('expired.sweep', {}, { key: 'opens the queue' });
    const schedules = await sender.store!.getSchedules();
    expect(Object.fromEntries(schedules.map((s) => [s.name, s.cron]))).toEqual({
      'billing.run': '7 * * * *',
      'expired.sweep': '*/10 * * * *',
      'webhook.dispatch': '* * * * *',
    });
  });

  it('issues the invoices that are due when a run is queued, and a second run issues nothing twice', async () => {
    const f = await billingFixtures(t);
    const customer = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', customer);
    // Bought a month ago: one more month is due.
    const start = new Date(Date.now() - 31 * 86_400_000);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: start.toISOString(), nextBillingDate: new Date().toISOString() })
      .where(eq(subscriptions.subscriptionId, subscriptionId));
    const issued = () => t.database.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
    expect(await issued()).toHaveLength(1);

    const first = (await sender.send('billing.run', {}))!;
    await expect
      .poll(async () => (await sender.store!.getJobById('billing.run', first))?.state, { timeout: 30_000 })
      .toBe('completed');
    expect(await issued()).toHaveLength(2);

    const second = (await sender.send('billing.run', {}))!;
    await expect
      .poll(async () => (await sender.store!.getJobById('billing.run', second))?.state, { timeout: 30_000 })
      .toBe('completed');
    expect(await issued()).toHaveLength(2);
  }, 90_000);
});
