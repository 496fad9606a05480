import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { apiBasePath, type JobName } from '@portal/contracts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { auditLog, users } from '../../../db/schema.ts';
import { createJobQueue, type JobQueue } from '../../../jobs/job-queue.ts';
import { silentLogger } from '../../../logger.ts';
import { demoAccounts, type DemoAccount } from '../../../seed/demo.ts';

// The app works the queue (JOBS_WORKER on); the test queues jobs from a second queue on the same
// database, as another process would. A payload this release refuses fails the job before its work
// starts: with no retries left, it is dead at once.
let t: TestApp;
let sender: JobQueue;
let store: PgBoss;
const cookies: Partial<Record<DemoAccount, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'on' });
  await t.app.ready();
  sender = createJobQueue(t.database, silentLogger, { work: false });
  await sender.send('expired.sweep', {}, { key: 'opens the sender' });
  store = sender.store!;
  // No cron job may slip into the lists while the test counts.
  for (const name of ['billing.run', 'expired.sweep'] as const) await store.unschedule(name);
  for (const account of ['staff', 'distributor', 'reseller', 'customer'] as const)
    cookies[account] = await t.cookieFor(account);
}, 120_000);
afterAll(async () => {
  await sender?.stop();
  await t?.close();
});

const send = (method: 'GET' | 'POST', path: string, account: DemoAccount | null) =>
  requester(t)(method, path, account ? cookies[account]! : '');
const stateOf = async (name: JobName, id: string) => (await store.getJobById(name, id))?.state;

/** A job whose payload no longer fits its schema: the worker refuses it, and with no retries it is dead. */
async function deadJob(name: JobName): Promise<string> {
  const id = (await store.send(name, { from: 'an older release' }, { retryLimit: 0 }))!;
  // vi.waitFor, not expect.poll: this runs in a hook.
  await vi.waitFor(async () => expect(await stateOf(name, id)).toBe('failed'), { timeout: 30_000, interval: 100 });
  return id;
}
/** A job due in an hour: queued, and untouched by the worker meanwhile. */
const laterJob = async (name: JobName) => (await store.send(name, {}, { startAfter: 3600 }))!;
const retryUrl = (name: string, id: string) => `/api/v1/platform/jobs/${name}/${id}/retry`;
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'platform.job.retried'), eq(auditLog.target, id)));

let deadSweep: string;
let deadBilling: string;
let queuedBilling: string;
let runningSweep: string;

describe('the staff’s view of the jobs', () => {
  beforeAll(async () => {
    deadSweep = await deadJob('expired.sweep');
    deadBilling = await deadJob('billing.run');
    queuedBilling = await laterJob('billing.run');
    // Running: as a worker that took it would leave it (no handler is slow enough to catch running).
    runningSweep = await laterJob('expired.sweep');
    await t.database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${runningSweep}`,
    );
  }, 90_000);

  it('lists failed jobs newest first with their last error’s message and no stack, by name and a page at a time', async () => {
    const failed = await send('GET', '/api/v1/platform/jobs?state=failed', 'staff');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ count: 2, total: 2, from: 0, to: 2 });
    expect(failed.body.data.map((job: { id: string }) => job.id)).toEqual([deadBilling, deadSweep]);
    const [job] = failed.body.data;
    expect(job).toMatchObject({
      name: 'billing.run',
      state: 'failed',
      retryCount: 0,
      retryLimit: 0,
      startedAt: expect.any(String),
    });
    expect(Date.parse(job.completedAt)).toBeGreaterThanOrEqual(Date.parse(job.createdAt));
    // The payload check's own words: zod lists what it refused.
    expect(job.lastError).toMatch(/unrecognized_keys[\s\S]*"from"/);
    expect(JSON.stringify(failed.body)).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+/);

    const billing = await send('GET', '/api/v1/platform/jobs?state=failed&name=billing.run', 'staff');
    expect(billing.body.data.map((j: { id: string }) => j.id)).toEqual([deadBilling]);
    const second = await send('GET', '/api/v1/platform/jobs?state=failed&from=1&to=2', 'staff');
    expect(second.body).toMatchObject({ count: 1, total: 2, from: 1, to: 2, reqFrom: 1, reqTo: 2 });
    expect(second.body.data[0].id).toBe(deadSweep);
  });

  it('lists queued and running jobs, and completed ones when asked', async () => {
    const queued = await send('GET', '/api/v1/platform/jobs?state=queued', 'staff');
    expect(queued.body.data).toEqual([
      expect.objectContaining({
        id: queuedBilling,
        state: 'queued',
        startedAt: null,
        completedAt: null,
        lastError: null,
      }),
    ]);
    expect(Date.parse(queued.body.data[0].startAfter)).toBeGreaterThan(Date.now() + 3000_000);
    const running = await send('GET', '/api/v1/platform/jobs?state=running', 'staff');
    expect(running.body.data).toEqual([expect.objectContaining({ id: runningSweep, state: 'running' })]);
    const completed = await send('GET', '/api/v1/platform/jobs?state=completed', 'staff');
    // At least the job that opened the sender's queue.
    expect(completed.body.data).toContainEqual(expect.objectContaining({ name: 'expired.sweep', lastError: null }));
    const all = await send('GET', '/api/v1/platform/jobs', 'staff');
    expect(all.body.total).toBe(4 + completed.body.total);
  });

  it('counts the queued, running and failed jobs of every name', async () => {
    const counts = await send('GET', '/api/v1/platform/jobs/counts', 'staff');
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual([
      { name: 'billing.run', queued: 1, running: 0, failed: 1 },
      { name: 'expired.sweep', queued: 0, running: 1, failed: 1 },
      { name: 'webhook.deliver', queued: 0, running: 0, failed: 0 },
      { name: 'webhook.dispatch', queued: 0, running: 0, failed: 0 },
    ]);
  });

  it('retries a failed job: it is queued again, it runs, and the retry is audited', async () => {
    // What failed it is put right (as a fix released would), so its next attempt succeeds.
    await t.database.db.execute(sql`update pgboss.job set data = '{}'::jsonb where id = ${deadSweep}`);
    const retried = await send('POST', retryUrl('expired.sweep', deadSweep), 'staff');
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: deadSweep, name: 'expired.sweep', retryLimit: 1 });
    expect(['queued', 'running', 'completed']).toContain(retried.body.state);
    await expect.poll(() => stateOf('expired.sweep', deadSweep), { timeout: 30_000 }).toBe('completed');

    const [staff] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.staff.email));
    const [entry, ...more] = await auditOf(deadSweep);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorCybrId: staff!.cybrId,
      cybrOrgId: staff!.cybrOrgId,
      before: { name: 'expired.sweep', state: 'failed', retryLimit: 0, lastError: expect.any(String) },
      after: { name: 'expired.sweep', state: 'queued', retryLimit: 1 },
    });
  }, 60_000);

  it('answers 409 for a job that is not failed, 404 for one it does not hold, 400 for a malformed one; nothing audited', async () => {
    const queued = await send('POST', retryUrl('billing.run', queuedBilling), 'staff');
    expect(queued).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'Only a failed job can be retried; this one is queued' },
    });
    expect((await send('POST', retryUrl('expired.sweep', deadSweep), 'staff')).body.message).toBe(
      'Only a failed job can be retried; this one is completed',
    );
    const unknown = await send('POST', retryUrl('billing.run', crypto.randomUUID()), 'staff');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Job not found' } });
    // A job is found under its own name only.
    expect((await send('POST', retryUrl('billing.run', deadSweep), 'staff')).status).toBe(404);
    const malformed = await send('POST', retryUrl('billing.run', 'not-a-job'), 'staff');
    expect(malformed.body.fields).toEqual([{ field: 'jobId', message: 'Invalid input' }]);
    expect((await send('POST', retryUrl('invoices.everything', deadBilling), 'staff')).body.fields[0].field).toBe(
      'name',
    );
    expect((await send('GET', '/api/v1/platform/jobs?state=dead', 'staff')).status).toBe(400);
    for (const id of [queuedBilling, deadBilling]) expect(await auditOf(id)).toEqual([]);
  });

  it('answers partners, customers and signed-out callers exactly as the other staff-only endpoints do, and changes nothing', async () => {
    for (const account of ['distributor', 'reseller', 'customer', null] as const) {
      const reference = await send('GET', '/api/v1/platform/seller-details', account);
      expect(reference.status).toBe(account ? 403 : 401);
      for (const [method, path] of [
        ['GET', '/api/v1/platform/jobs'],
        ['GET', '/api/v1/platform/jobs?state=failed'],
        ['GET', '/api/v1/platform/jobs/counts'],
        ['POST', retryUrl('billing.run', deadBilling)],
      ] as const) {
        const answer = await send(method, path, account);
        expect({ account, path, status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({
          account,
          path,
          status: reference.status,
          code: reference.body.code,
          message: reference.body.message,
        });
      }
    }
    expect(await stateOf('billing.run', deadBilling)).toBe('failed');
    expect(await auditOf(deadBilling)).toEqual([]);
  });
});

// A process that only queues jobs (JOBS_WORKER off) and has sent none has not connected the queue:
// the view connects it.
describe('in a process that has not connected the queue', () => {
  it('connects it, and answers the lists and counts', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await fresh.cookieFor('staff');
      const get = (path: string) => fresh.app.inject({ url: `${apiBasePath}${path}`, headers: { cookie } });
      const counts = await get('/api/v1/platform/jobs/counts');
      expect(counts.statusCode).toBe(200);
      expect(counts.json()).toEqual([
        { name: 'billing.run', queued: 0, running: 0, failed: 0 },
        { name: 'expired.sweep', queued: 0, running: 0, failed: 0 },
        { name: 'webhook.deliver', queued: 0, running: 0, failed: 0 },
        { name: 'webhook.dispatch', queued: 0, running: 0, failed: 0 },
      ]);
      expect((await get('/api/v1/platform/jobs?state=failed')).json()).toMatchObject({ total: 0, data: [] });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
