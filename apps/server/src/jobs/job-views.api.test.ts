import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { silentLogger } from '../logger.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { countJobs, findJob, listJobs, retryFailedJob } from './job-views.ts';

// The staff's view on the engine this run uses, with jobs put into each state by hand (fetch,
// fail, complete) as a worker would: no handler runs here.
describe('the views of the jobs', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queue: JobQueue;
  let store: PgBoss;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createJobQueue(database, silentLogger, { work: false });
    for (const name of ['billing.run', 'expired.sweep'] as const) queue.define(name, async () => {});
    await queue.send('expired.sweep', {}, { key: 'opens the queue' });
    store = queue.store!;
  }, 120_000);
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  /** A billing run taken by a worker and settled by `settle`. */
  async function settled(settle: (id: string) => Promise<unknown>): Promise<string> {
    const id = (await store.send('billing.run', {}, { retryLimit: 0 }))!;
    const [taken] = await store.fetch('billing.run');
    expect(taken!.id).toBe(id);
    await settle(id);
    return id;
  }

  it('keeps the message of the error a job died of, or of its time-out, and never a stack', async () => {
    const thrown = await settled((id) => store.fail('billing.run', id, new Error('the provider did not answer')));
    const timedOut = await settled((id) => store.fail('billing.run', id, new Error('replaced below')));
    await database.db.execute(
      sql`update pgboss.job set output = '{"value":{"message":"job timed out"}}'::jsonb where id = ${timedOut}`,
    );
    const done = await settled((id) => store.complete('billing.run', id, { message: 'a result, not an error' }));

    const failed = await listJobs(store, { states: ['failed'], offset: 0, limit: 10 });
    expect(failed.data.map((job) => [job.id, job.lastError])).toEqual([
      [timedOut, 'job timed out'],
      [thrown, 'the provider did not answer'],
    ]);
    expect(JSON.stringify(failed)).not.toContain('    at ');
    expect(await findJob(store, 'billing.run', done)).toMatchObject({ state: 'completed', lastError: null });
    expect(await countJobs(store)).toEqual([
      { name: 'billing.run', queued: 0, running: 0, failed: 2 },
      { name: 'expired.sweep', queued: 1, running: 0, failed: 0 },
      { name: 'webhook.deliver', queued: 0, running: 0, failed: 0 },
      { name: 'webhook.dispatch', queued: 0, running: 0, failed: 0 },
    ]);
  });

  it('retries a failed job only, and only when the caller’s transaction commits', async () => {
    const dead = await settled((id) => store.fail('billing.run', id, new Error('boom')));
    await findJob(store, 'billing.run', dead);
    await database.db
      .transaction(async (tx) => {
        expect(await retryFailedJob(store, 'billing.run', dead, tx)).toBe(true);
        tx.rollback();
      })
      .catch(() => {});
    expect((await findJob(store, 'billing.run', dead))!.state).toBe('failed');

    await database.db.transaction(async (tx) => {
      expect(await retryFailedJob(store, 'billing.run', dead, tx)).toBe(true);
    });
    expect(await findJob(store, 'billing.run', dead)).toMatchObject({ state: 'queued', retryLimit: 1 });
    await database.db.transaction(async (tx) => {
      expect(await retryFailedJob(store, 'billing.run', dead, tx)).toBe(false);
    });
  });

  it('uses the store of a queue that has connected', async () => {
    expect(await queue.open()).toBe(store);
  });
});
