// API keys and webhooks under load (docs/performance.md), on PostgreSQL, in one run:
// - a request with an API key against the same request with a session, in turns on one connection;
// - 10,000 events raised over 60 s across 100 endpoints, each committed the way the server commits
//   one (queueWebhookEvents in a transaction), and the delay from commit to the local receiver;
// - the customer list's latency during those deliveries against its latency before them.
import { createServer } from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { apiBasePath } from '@portal/contracts';
import { openDatabase } from '@portal/server/src/db/client.ts';
import { organizations, webhookEndpoints } from '@portal/server/src/db/schema.ts';
import { queueWebhookEvents } from '@portal/server/src/areas/tenancy/index.ts';
import { webhookSecretSealer, newWebhookSecret } from '@portal/server/src/areas/integrations/webhooks/secrets.ts';
import { freePort } from '@portal/test-kit/server-process.ts';
import { openFresh } from './fresh-database.ts';
import { connect } from './http-client.ts';
import { idleCheck } from './machine.ts';
import { summarise, type Timing } from './measure-sql.ts';
import { startOurs } from './processes.ts';
import { scenarios } from './scenarios.ts';
import { distributorId, distributorUserId } from './seed.ts';

const env = process.env;
const customers = Number(env.BENCH_CUSTOMERS ?? 10_000);
const events = Number(env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const seconds = Number(env.BENCH_WEBHOOK_SECONDS ?? 60);
const endpointCount = 100;
const turns = Number(env.BENCH_KEY_TURNS ?? 1000);

const opened = await openFresh('postgres', customers);
if (typeof opened === 'string') throw new Error(opened);
const fresh = opened;
const busy = await idleCheck();
if (busy > 0.2) console.warn(`Other programs use ${busy.toFixed(2)} of a core: figures will be noisy.`);

// The receiver: when each message arrived, against when its change was committed.
const delays: number[] = [];
const seen = new Set<string>();
let duplicates = 0;
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const id = String(request.headers['webhook-id']);
    if (seen.has(id)) duplicates++;
    else {
      seen.add(id);
      const { data } = JSON.parse(body) as { data: { committedAt: number } };
      delays.push(Date.now() - data.committedAt);
    }
    response.writeHead(204).end();
  });
});
const receiverPort = await freePort();
await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', () => resolve()));

const database = await openDatabase({ url: fresh.env.DATABASE_URL!, poolSize: 4 });
const partners = Array.from({ length: endpointCount }, (_, i) => `bench-webhook-partner-${i}`);
const sealer = await webhookSecretSealer(database.db);
await database.db.insert(organizations).values(
  partners.map((cybrOrgId, i) => ({
    cybrOrgId,
    organizationName: `Webhook Partner ${i}`,
    country: 'NO',
    defaultLanguageCode: 'no',
    isPistachioPartner: true,
    status: 'PARTNER' as const,
    partnerCybrOrgId: distributorId,
    distributorCybrOrgId: distributorId,
  })),
);
await database.db.insert(webhookEndpoints).values(
  partners.map((cybrOrgId) => ({
    id: `ep_${randomUUID().replaceAll('-', '')}`,
    cybrOrgId,
    url: `http://127.0.0.1:${receiverPort}/hooks`,
    eventTypes: ['license-cap.changed' as const],
    secret: sealer.seal(newWebhookSecret()),
    createdBy: distributorUserId,
  })),
);

const port = await freePort();
// A key's limit high enough for the turns below; it still takes its hits from the database, a
// fiftieth of the limit at a time, as every key does.
const ours = await startOurs(port, {
  ...fresh.env,
  JOBS_WORKER: 'on',
  WEBHOOKS_ALLOW_PRIVATE: 'on',
  API_KEY_REQUESTS_PER_MINUTE: '3000',
});
const list = scenarios[0]!;

try {
  // A key of the distributor, made through the API as a person would.
  const made = await fetch(`${ours.base}${apiBasePath}/api/v1/partners/${distributorId}/api-keys`, {
    method: 'POST',
    headers: { cookie: fresh.cookie, origin: ours.base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['read'] }),
  });
  const { secret } = (await made.json()) as { secret: string };
  const withSession = await connect(ours.base, { cookie: fresh.cookie });
  const withKey = await connect(ours.base, { authorization: `Bearer ${secret}` });
  const sessionTimes: number[] = [];
  const keyTimes: number[] = [];
  for (let i = 0; i < turns + 200; i++)
    for (const [connection, times] of [
      [withSession, sessionTimes],
      [withKey, keyTimes],
    ] as const) {
      const started = performance.now();
      const status = await connection.get(list.url);
      if (status !== 200) throw new Error(`the list answered ${status}`);
      if (i >= 200) times.push(performance.now() - started);
    }
  withSession.close();
  withKey.close();

  /** The list, one request at a time, for `ms`. */
  async function listLatency(ms: number): Promise<Timing> {
    const connection = await connect(ours.base, { cookie: fresh.cookie });
    const times: number[] = [];
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const started = performance.now();
      await connection.get(list.url);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    connection.close();
    return summarise(times);
  }
  const before = await listLatency(15_000);

  // The changes: one transaction each, at an even pace, each to one endpoint in turn.
  const raising = (async () => {
    const gap = (seconds * 1000) / events;
    const start = Date.now();
    for (let i = 0; i < events; i++) {
      const due = start + i * gap;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      await database.db.transaction((tx) =>
        queueWebhookEvents(tx, [
          {
            type: 'license-cap.changed',
            objectId: `bench-object-${i}`,
            audience: [partners[i % endpointCount]!],
            data: { n: i, committedAt: Date.now() },
          },
        ]),
      );
    }
  })();
  const during = await listLatency(seconds * 1000);
  await raising;
  const drainUntil = Date.now() + 120_000;
  while (seen.size < events && Date.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 200));

  const delay = summarise(delays);
  const key = summarise(keyTimes);
  const session = summarise(sessionTimes);
  console.log(`\n${customers.toLocaleString('en-US')} customers, ${os.cpus().length} cores (${os.cpus()[0]!.model})\n`);
  console.log('| measure | figure | target |');
  console.log('| --- | ---: | ---: |');
  console.log(
    `| list with a key ÷ with a session, p50 (${turns} turns) | ${(key.p50 / session.p50).toFixed(2)} (${key.p50.toFixed(2)} / ${session.p50.toFixed(2)} ms) | ≈ 1 |`,
  );
  console.log(`| messages delivered | ${seen.size} of ${events}, ${duplicates} twice | all |`);
  console.log(
    `| commit → receiver, p50 / p99 / max | ${delay.p50} / ${delay.p99} / ${Math.max(...delays)} ms | p99 ≤ 5000 ms |`,
  );
  console.log(
    `| list p50 during ÷ before | ${(during.p50 / before.p50).toFixed(2)} (${during.p50.toFixed(2)} / ${before.p50.toFixed(2)} ms) | ≤ 1.5 |`,
  );
  console.log(
    `| list p99 during ÷ before | ${(during.p99 / before.p99).toFixed(2)} (${during.p99.toFixed(2)} / ${before.p99.toFixed(2)} ms) | ≤ 1.5 |`,
  );
} finally {
  await ours.stop();
  await database.close();
  receiver.close();
  await fresh.drop();
}
