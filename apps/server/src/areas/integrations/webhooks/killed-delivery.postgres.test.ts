import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { licenses, organizations, webhookDeliveries } from '../../../db/schema.ts';
import { silentLogger } from '../../../logger.ts';
import { createJobQueue, type JobQueue } from '../../../jobs/job-queue.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { defineWebhookJobs, dispatchPending } from './dispatch.ts';
import { webhookSecretSealer } from './secrets.ts';
import { quickJobs, webhookTestSettings } from './webhook-jobs.fixture.ts';

const root = path.resolve(import.meta.dirname, '../../../../../..');
let t: TestApp;
let worker: ChildProcess | undefined;
const queues: JobQueue[] = [];
const seen: string[] = [];
let secret = '';
// The first message is held without an answer: the worker is killed while it waits for one.
let holding: ServerResponse | undefined;
const receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(request.headers[h])]),
    );
    new Webhook(secret).verify(body, headers);
    seen.push(headers['webhook-id']!);
    if (seen.length === 1) holding = response;
    else response.writeHead(204).end();
  });
});

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'on' });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
}, 120_000);
afterAll(async () => {
  worker?.kill('SIGKILL');
  holding?.destroy();
  await Promise.all(queues.map((q) => q.stop()));
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function startWorker(lines: string[]) {
  const child = spawn(
    path.join(root, 'node_modules/.bin/node'),
    [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      path.join(import.meta.dirname, 'killed-delivery.fixture.ts'),
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: t.database.url! }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  return child;
}

describe('a process killed in the middle of a webhook delivery', () => {
  it('loses no message: another delivers it under the same webhook-id, and nothing else twice', async () => {
    const alpine = await t.orgId('Alpine Secure IT GmbH');
    const cookie = await t.cookieFor('reseller');
    const origin = 'http://127.0.0.1:3000';
    const created = await t.app.inject({
      method: 'POST',
      url: api(`/api/v1/partners/${alpine}/webhook-endpoints`),
      headers: { cookie, origin },
      payload: {
        url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`,
        eventTypes: ['license-cap.changed'],
      },
    });
    secret = created.json<{ secret: string }>().secret;
    const customers = await t.database.db
      .select({ cybrOrgId: licenses.cybrOrgId, issued: licenses.issued })
      .from(licenses)
      .innerJoin(organizations, eq(organizations.cybrOrgId, licenses.cybrOrgId))
      .where(and(eq(organizations.partnerCybrOrgId, alpine), eq(licenses.productType, 'standard')))
      .limit(3);
    for (const customer of customers) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: api(`/api/v1/partners/${alpine}/organizations/${customer.cybrOrgId}/license-caps`),
        headers: { cookie, origin },
        payload: { productType: 'standard', licenseCap: customer.issued + 4 },
      });
      expect(changed.statusCode).toBe(200);
    }
    const messages = await t.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'license-cap.changed'));
    expect(messages).toHaveLength(customers.length);

    const lines: string[] = [];
    worker = startWorker(lines);
    await expect.poll(() => lines, { timeout: 60_000 }).toContain('worker ready');
    const sender = quickJobs(createJobQueue(t.database, silentLogger, { work: false }));
    queues.push(sender);
    expect(await dispatchPending(t.database, sender)).toBe(customers.length);
    await expect.poll(() => holding, { timeout: 30_000 }).toBeDefined();
    const exited = new Promise((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    worker = undefined;

    const successor = createJobQueue(t.database, silentLogger, {
      work: true,
      pollingSeconds: 0.5,
      superviseSeconds: 1,
    });
    queues.push(successor);
    await defineWebhookJobs(
      t.database,
      quickJobs(successor),
      await webhookSecretSealer(t.database.db),
      webhookTestSettings,
      silentLogger,
      false,
    );
    await successor.start();
    const ids = messages.map((m) => m.id);
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select({ status: webhookDeliveries.status })
              .from(webhookDeliveries)
              .where(inArray(webhookDeliveries.id, ids))
          ).every((d) => d.status === 'delivered'),
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    // Every message arrived; only the one cut off by the kill came twice, under its one id.
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen.filter((id) => id === seen[0])).toHaveLength(2);
    expect(seen).toHaveLength(ids.length + 1);
  }, 180_000);
});
