import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import type { PgBoss } from 'pg-boss';
import type { JobName } from '@portal/contracts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { axeViolations } from '@portal/test-kit/axe.ts';
import { launchChromium } from '@portal/test-kit/chromium.ts';
import { listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { sessionCookie } from '../../../auth/sessions.ts';
import { auditLog, users } from '../../../db/schema.ts';
import { createJobQueue, type JobQueue } from '../../../jobs/job-queue.ts';
import { silentLogger } from '../../../logger.ts';
import { demoAccounts } from '../../../seed/demo.ts';

// The app works the queue; a second queue on the same database queues the jobs, as another process
// would. A payload this release refuses fails a job with no retries left at once.
let t: TestApp;
let base: string;
let browser: Browser;
let sender: JobQueue;
let store: PgBoss;
beforeAll(async () => {
  const listening = await listeningTestApp({ JOBS_WORKER: 'on' });
  t = listening;
  base = listening.base;
  sender = createJobQueue(t.database, silentLogger, { work: false });
  await sender.send('expired.sweep', {}, { key: 'opens the sender' });
  store = sender.store!;
  for (const name of ['billing.run', 'expired.sweep'] as const) await store.unschedule(name);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await sender?.stop();
  await t?.close();
});

const stateOf = async (name: JobName, id: string) => (await store.getJobById(name, id))?.state;
async function deadJob(name: JobName): Promise<string> {
  const id = (await store.send(name, { from: 'an older release' }, { retryLimit: 0 }))!;
  await expect.poll(() => stateOf(name, id), { timeout: 30_000 }).toBe('failed');
  return id;
}
const failedAt = async (name: JobName, id: string) =>
  `${(await store.getJobById(name, id))!.completedOn!.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

async function staffPage(width = 1024): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 800 } });
  await context.addCookies([{ name: sessionCookie, value: (await t.cookieFor('staff')).split('=')[1]!, url: base }]);
  const page = await context.newPage();
  await page.goto('/platform/jobs');
  return page;
}

describe('/platform/jobs', () => {
  let dead: string;
  let later: string;

  it('shows staff the counts, the failed jobs with their last error and the queued ones; fits 320 px and passes axe', async () => {
    dead = await deadJob('billing.run');
    later = (await store.send('expired.sweep', {}, { startAfter: 3600 }))!;
    const page = await staffPage(320);
    expect(await page.title()).toBe('Background jobs · Platform staff');
    const counts = page.getByRole('region', { name: 'By job' });
    expect(await counts.getByRole('columnheader').allInnerTexts()).toEqual(['Job', 'Queued', 'Running', 'Failed']);
    const countRow = (n: number) => counts.getByRole('row').nth(n).getByRole('cell').allInnerTexts();
    expect(await countRow(1)).toEqual(['billing.run\nIssues the invoices that are due (every hour)', '0', '0', '1']);
    expect(await countRow(2)).toEqual([
      'expired.sweep\nDeletes expired sessions and sign-in records (every ten minutes)',
      '1',
      '0',
      '0',
    ]);
    const failed = page.getByRole('region', { name: 'Failed jobs' });
    expect(await failed.locator('caption').innerText()).toBe('Failed jobs: 1, newest first');
    expect(await failed.locator('td.error').innerText()).toContain('unrecognized_keys');
    const retry = failed.getByRole('button', {
      name: `Retry billing.run, failed ${await failedAt('billing.run', dead)}`,
    });
    expect(await retry.innerText()).toBe('Retry');
    const waiting = page.getByRole('region', { name: 'Queued and running' });
    const [job, state] = await waiting.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect([job?.split('\n')[0], state]).toEqual(['expired.sweep', 'Queued']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('retries a failed job from the keyboard: it is queued again, runs, and the retry is audited', async () => {
    // Its cause put right, the next attempt succeeds.
    await t.database.db.execute(sql`update pgboss.job set data = '{}'::jsonb where id = ${dead}`);
    const page = await staffPage();
    const retry = page.getByRole('button', { name: /^Retry billing\.run, failed / });
    await retry.focus();
    await page.keyboard.press('Enter');
    await page.getByText('The job was queued again; it runs at the next opportunity.').waitFor();
    await expect.poll(() => stateOf('billing.run', dead), { timeout: 30_000 }).toBe('completed');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'platform.job.retried'), eq(auditLog.target, dead)));
    expect(audited).toHaveLength(1);
    await page.reload();
    expect(await page.getByText('No job has failed.').count()).toBe(1);
    expect(await stateOf('expired.sweep', later)).toBe('created');
  }, 60_000);

  it('says so in the page’s language when the job was retried elsewhere first, and keeps the button', async () => {
    await t.database.db.update(users).set({ languageCode: 'de' }).where(eq(users.email, demoAccounts.staff.email));
    try {
      const again = await deadJob('expired.sweep');
      const page = await staffPage();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hintergrundjobs');
      const elsewhere = await requester(t)(
        'POST',
        `/api/v1/platform/jobs/expired.sweep/${again}/retry`,
        await t.cookieFor('staff'),
      );
      expect(elsewhere.status).toBe(200);
      const retry = page.getByRole('button', { name: /^expired\.sweep erneut versuchen, fehlgeschlagen am / });
      await retry.click();
      await expect
        .poll(() => page.locator('#jobs-problem').innerText())
        .toBe('Dieser Job ist nicht mehr fehlgeschlagen. Laden Sie die Seite neu, um zu sehen, wo er steht.');
      expect(await retry.isEnabled()).toBe(true);
      await page.context().close();
    } finally {
      await t.database.db.update(users).set({ languageCode: 'en' }).where(eq(users.email, demoAccounts.staff.email));
    }
  });

  it('is refused to partners, customers and visitors, in their language, and shows them no job', async () => {
    // Each in their own language (the demo distributor speaks Norwegian), with the way to sign in.
    for (const account of ['distributor', 'reseller', 'customer'] as const) {
      const refused = await t.app.inject({ url: '/platform/jobs', headers: { cookie: await t.cookieFor(account) } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('<a href="/partner/login">');
      expect(refused.body).not.toMatch(/billing\.run|expired\.sweep|data-retry/);
    }
    const english = await t.app.inject({ url: '/platform/jobs' });
    expect(english.statusCode).toBe(403);
    expect(english.body).toContain('<h1>Only platform staff see the background jobs</h1>');
    const visitor = await t.app.inject({ url: '/platform/jobs', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body).toContain('<h1>Nur das Plattform-Team sieht die Hintergrundjobs</h1>');
  });
});
