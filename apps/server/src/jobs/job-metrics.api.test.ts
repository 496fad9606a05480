import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { silentLogger } from '../logger.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

const token = 'jobs-metrics-token-0123456789';
let t: TestApp;
let sender: JobQueue;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token, JOBS_WORKER: 'on' });
  await t.app.ready();
  // Another process on the same database, which queues jobs.
  sender = createJobQueue(t.database, silentLogger, { work: false });
}, 120_000);
afterAll(async () => {
  await sender.stop();
  await t.close();
});

const scrape = async () =>
  (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the job queue on /metrics', () => {
  it('shows how many jobs of each name wait, run and lie dead, whichever process queued them', async () => {
    const queued = 'portal_jobs{name="billing.run",state="queued"}';
    const before = await scrape();
    expect(before).toContain('# TYPE portal_jobs gauge');
    expect(sample(before, 'portal_jobs{name="expired.sweep",state="failed"}')).toBe(0);
    expect(before).toContain('# TYPE portal_job_attempts_failed_total counter');

    // Two runs due in an hour wait in the queue meanwhile.
    const store = await sender.open();
    await store.send('billing.run', {}, { startAfter: 3600 });
    await store.send('billing.run', {}, { startAfter: 3600 });
    expect(sample(await scrape(), queued)).toBe((sample(before, queued) ?? 0) + 2);
  });
});
