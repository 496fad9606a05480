import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { auditLog, invoices, subscriptions } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import { billingFixtures } from '../areas/billing/billing.fixture.ts';
import { defineBillingRuns } from '../areas/billing/runs/billing-schedule.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
let worker: ChildProcess | undefined;
const queues: JobQueue[] = [];

/** The worker process, resolved once it works jobs; `lines` collects what it prints. */
function startWorker(url: string, lines: string[]) {
  const child = spawn(
    path.join(root, 'node_modules/.bin/node'),
    [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      path.join(import.meta.dirname, 'killed-worker.fixture.ts'),
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  return child;
}

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  worker?.kill('SIGKILL');
  await Promise.all(queues.map((q) => q.stop()));
  await t.close();
});

describe('a worker killed in the middle of a job', () => {
  it('leaves the effect once: the job is retried elsewhere and issues nothing twice', async () => {
    const f = await billingFixtures(t);
    const customer = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', customer);
    // Bought a month ago: one more month is due.
    await t.database.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 31 * 86_400_000).toISOString(),
        nextBillingDate: new Date().toISOString(),
      })
      .where(eq(subscriptions.subscriptionId, subscriptionId));
    const issued = () => t.database.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
    const audited = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'invoice.issued')))
      ).filter((a) => (a.after as { subscriptionId?: string }).subscriptionId === subscriptionId);
    expect(await issued()).toHaveLength(1);

    const lines: string[] = [];
    worker = startWorker(t.database.url!, lines);
    await expect.poll(() => lines, { timeout: 60_000 }).toContain('worker ready');

    const sender = createJobQueue(t.database, silentLogger, { work: false });
    queues.push(sender);
    const id = (await sender.send('billing.run', {}))!;
    await expect.poll(() => lines, { timeout: 30_000 }).toContain(`effect committed ${id}`);
    const exited = new Promise((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    worker = undefined;
    expect(await issued()).toHaveLength(2);

    // Another process takes over: the job's time runs out, it is retried, and the run finds
    // nothing left to issue.
    const successor = createJobQueue(t.database, silentLogger, {
      work: true,
      pollingSeconds: 0.5,
      superviseSeconds: 1,
    });
    queues.push(successor);
    defineBillingRuns(successor, t.database.db, t.config.seller, silentLogger);
    await successor.start();
    await expect
      .poll(async () => (await sender.store!.getJobById('billing.run', id))?.state, { timeout: 60_000, interval: 500 })
      .toBe('completed');
    const job = await sender.store!.getJobById('billing.run', id);
    expect(job!.retryCount).toBeGreaterThanOrEqual(1);
    expect(await issued()).toHaveLength(2);
    expect(await audited()).toHaveLength(2);
  }, 180_000);
});
