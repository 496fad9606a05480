import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { silentLogger } from '../logger.ts';
import { createJobQueue, keyedId, type JobQueue } from './job-queue.ts';

// The queue on the engine this run uses (PGlite, or PostgreSQL with TEST_DB=postgres), with the
// real job names and handlers that stand in for the work.
describe('the job queue', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const open: JobQueue[] = [];
  const queue = (work: boolean) => {
    const created = createJobQueue(database, silentLogger, { work, pollingSeconds: 0.5 });
    open.push(created);
    return created;
  };
  const stateOf = async (q: JobQueue, name: 'billing.run' | 'expired.sweep', id: string) =>
    (await q.store!.getJobById(name, id))?.state;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(open.map((q) => q.stop()));
    await database.close();
  });

  it('runs a queued job once with its payload, and refuses a payload its schema does not allow', async () => {
    const worker = queue(true);
    const ran: string[] = [];
    worker.define('expired.sweep', async (payload, job) => {
      expect(payload).toEqual({});
      ran.push(job.id);
    });
    await worker.start();
    const id = await worker.send('expired.sweep', {});
    await expect.poll(() => ran, { timeout: 30_000 }).toEqual([id]);
    await expect.poll(() => stateOf(worker, 'expired.sweep', id!), { timeout: 30_000 }).toBe('completed');
    await expect(worker.send('expired.sweep', { everything: true } as never)).rejects.toThrow();
    await worker.stop();
  }, 60_000);

  it('retries a failing job with backoff, and after the last attempt leaves it dead with its last error', async () => {
    const worker = queue(true);
    const attempts: number[] = [];
    worker.define(
      'billing.run',
      async () => {
        attempts.push(Date.now());
        throw new Error(`the provider did not answer (attempt ${attempts.length})`);
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryDelayMaxSeconds: 2 },
    );
    const failuresHeard: string[] = [];
    worker.onAttemptFailed((name) => failuresHeard.push(name));
    await worker.start();
    const id = (await worker.send('billing.run', {}))!;
    await expect.poll(() => stateOf(worker, 'billing.run', id), { timeout: 60_000, interval: 250 }).toBe('failed');
    expect(failuresHeard).toEqual(['billing.run', 'billing.run', 'billing.run']);
    const job = await worker.store!.getJobById('billing.run', id);
    expect(attempts).toHaveLength(3);
    expect(job!.retryCount).toBe(2);
    expect(JSON.stringify(job!.output)).toContain('the provider did not answer (attempt 3)');
    // Each retry waited at least the first delay.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    await worker.stop();
  }, 90_000);

  it('queues a job with an idempotency key once, whichever process sends it and however often', async () => {
    // Two queues on one database, as two server processes would have.
    const [first, second] = [queue(false), queue(false)];
    for (const q of [first, second]) q.define('billing.run', async () => {});
    const sent = await first.send('billing.run', {}, { key: 'period 2026-11' });
    expect(sent).toBe(keyedId('billing.run', 'period 2026-11'));
    expect(await second.send('billing.run', {}, { key: 'period 2026-11' })).toBeNull();
    expect(await first.send('billing.run', {}, { key: 'period 2026-11' })).toBeNull();
    expect(await second.send('billing.run', {}, { key: 'period 2026-12' })).not.toBe(sent);
    await Promise.all([first.stop(), second.stop()]);
  }, 60_000);

  it('lets a running job finish before it stops', async () => {
    const worker = queue(true);
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      worker.define('expired.sweep', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
      });
    });
    await worker.start();
    const id = (await worker.send('expired.sweep', {}))!;
    await started;
    const store = worker.store!;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await expect.poll(() => store.getJobById('expired.sweep', id).then((job) => job?.state)).toBe('active');
    expect(stopped).toBe(false);
    release();
    await stopping;
    const reader = queue(false);
    await reader.send('expired.sweep', {}, { key: 'opens the reader' });
    expect(await stateOf(reader, 'expired.sweep', id)).toBe('completed');
  }, 60_000);

  it('keeps each schedule once, however many processes declare it', async () => {
    const [first, second] = [queue(true), queue(true)];
    for (const q of [first, second]) {
      q.define('expired.sweep', async () => {});
      q.schedule('expired.sweep', '*/10 * * * *');
    }
    await first.start();
    await second.start();
    const schedules = (await first.store!.getSchedules()).filter((s) => s.name === 'expired.sweep');
    expect(schedules.map((s) => s.cron)).toEqual(['*/10 * * * *']);
  }, 60_000);
});
