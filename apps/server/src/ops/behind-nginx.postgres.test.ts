import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { customerEvents, licenses, organizations } from '../db/schema.ts';
import { demoAccounts, demoPassword, seedDemo } from '../seed/demo.ts';
import { startNginx } from '@portal/test-kit/nginx.ts';
import { followSse } from '@portal/test-kit/sse-client.ts';
import { freePort, startServerProcess } from '@portal/test-kit/server-process.ts';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { api } from '@portal/test-kit/test-app.ts';
import { testBrowser } from '@portal/test-kit/test-browser.ts';

// Three server processes on one PostgreSQL behind nginx, as docs/deployment.md runs them: one is
// killed under load and started again, then all three are restarted one at a time.
type Server = Awaited<ReturnType<typeof startServerProcess>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
const ports: number[] = [];
const servers: Server[] = [];
let cookie = '';
let partner = '';
let customers: { cybrOrgId: string; issued: number }[] = [];
const metricsToken = 'behind-nginx-metrics';

const start = (i: number) =>
  startServerProcess({
    PORT: String(ports[i]),
    PUBLIC_URL: nginx.base,
    DATABASE_URL: database.url!,
    TRUSTED_PROXIES: '127.0.0.1',
    METRICS_TOKEN: metricsToken,
    LISTEN_REUSE_PORT: 'on',
  });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  for (let i = 0; i < 3; i++) ports.push(await freePort());
  nginx = await startNginx(ports.map((p) => `127.0.0.1:${p}`));
  // One first: it migrates; the others find the schema in place.
  servers.push(await start(0));
  servers.push(...(await Promise.all([start(1), start(2)])));
  const [alpine] = await database.db
    .select()
    .from(organizations)
    .where(eq(organizations.organizationName, 'Alpine Secure IT GmbH'));
  partner = alpine!.cybrOrgId;
  customers = await database.db
    .select({ cybrOrgId: licenses.cybrOrgId, issued: licenses.issued })
    .from(licenses)
    .innerJoin(organizations, eq(organizations.cybrOrgId, licenses.cybrOrgId))
    .where(and(eq(organizations.partnerCybrOrgId, partner), eq(licenses.productType, 'standard')))
    .limit(6);
}, 240_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await nginx?.stop();
  await database?.close();
});

const base = (i: number) => `http://127.0.0.1:${ports[i]}`;
const capsUrl = (root: string, customer: string) =>
  root + api(`/api/v1/partners/${partner}/organizations/${customer}/license-caps`);
const setCap = (root: string, customer: string, licenseCap: number) =>
  fetch(capsUrl(root, customer), {
    method: 'PATCH',
    headers: { cookie, origin: nginx.base, 'content-type': 'application/json' },
    body: JSON.stringify({ productType: 'standard', licenseCap }),
  });

/** Which process holds the open event stream, by each one's own gauge. */
async function streamHolder(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    const text = await fetch(`${base(i)}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }).then(
      (r) => r.text(),
      () => '',
    );
    if (/^portal_event_streams_open 1$/m.test(text)) return i;
  }
  throw new Error('no process holds the stream');
}

/**
 * Writes and reads through nginx from several clients at once until `stop()`: each client raises
 * its own customer's cap one step at a time and reads the list in between. Keeps every answer.
 */
function load() {
  let running = true;
  const acknowledged = new Map<string, number>();
  const failed: { method: string; status: number | string; cap?: number }[] = [];
  let requests = 0;
  const clients = customers.map(async (customer, i) => {
    let cap = customer.issued + 1000 * (i + 1);
    while (running) {
      cap++;
      requests++;
      const wrote = await setCap(nginx.base, customer.cybrOrgId, cap).then(
        async (r) => ({ status: r.status, body: await r.text() }),
        (error: Error) => ({ status: error.message, body: '' }),
      );
      if (wrote.status === 200) acknowledged.set(customer.cybrOrgId, cap);
      else failed.push({ method: 'PATCH', status: wrote.status, cap });
      requests++;
      const read = await fetch(nginx.base + api(`/api/v1/partners/${partner}/organizations?from=0&to=25`), {
        headers: { cookie },
      }).then(
        (r) => r.status,
        (error: Error) => error.message,
      );
      if (read !== 200) failed.push({ method: 'GET', status: read });
    }
  });
  return {
    acknowledged,
    failed,
    get requests() {
      return requests;
    },
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** A partner's stream open through nginx, and the load running, every client past its first write. */
async function streamUnderLoad() {
  const since = new Date();
  const stream = followSse(nginx.base + api('/api/v1/events'), { cookie }, 200);
  await stream.until(() => stream.states.at(-1) === 'open');
  const running = load();
  await until(() => running.acknowledged.size === customers.length);
  return { since, stream, running };
}

/** Every acknowledged cap is in the database (or a later one whose answer was lost with its process). */
async function expectNoAcknowledgedWriteLost(acknowledged: Map<string, number>) {
  const rows = await database.db
    .select({ cybrOrgId: licenses.cybrOrgId, cap: licenses.licenseCap })
    .from(licenses)
    .where(and(inArray(licenses.cybrOrgId, [...acknowledged.keys()]), eq(licenses.productType, 'standard')));
  expect(rows).toHaveLength(acknowledged.size);
  for (const row of rows) expect(row.cap).toBeGreaterThanOrEqual(acknowledged.get(row.cybrOrgId)!);
}

/** Every event stored for the partner since `since` reached the stream. */
async function expectNoEventMissed(stream: ReturnType<typeof followSse>, since: Date) {
  const stored = await database.db
    .select({ id: customerEvents.id })
    .from(customerEvents)
    .where(and(eq(customerEvents.partnerCybrOrgId, partner), gte(customerEvents.createdAt, since.toISOString())));
  expect(stored.length).toBeGreaterThan(0);
  const want = stored.map((e) => String(e.id));
  await stream.until(() => {
    const heard = new Set(stream.events('customer.changed').map((m) => m.id));
    return want.every((id) => heard.has(id));
  }, 15_000);
}

describe('three server processes behind nginx', () => {
  it('sign in through the balancer, stream on one process and take writes on another', async () => {
    const browser = testBrowser(nginx.base, { 'x-forwarded-for': '10.9.8.7' });
    const { done } = await browser.signIn(demoAccounts.reseller.email, demoPassword);
    expect(done.url).toBe(`${nginx.base}/partner`);
    cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');

    const stream = followSse(base(1) + api('/api/v1/events'), { cookie }, 200);
    await stream.until(() => stream.states.at(-1) === 'open');
    const wrote = await setCap(base(2), customers[0]!.cybrOrgId, customers[0]!.issued + 7);
    expect(wrote.status).toBe(200);
    await stream.until(() => stream.events('customer.changed').length > 0);
    expect(JSON.parse(stream.events('customer.changed')[0]!.data!)).toEqual({
      cybrOrgId: customers[0]!.cybrOrgId,
      partnerCybrOrgId: partner,
      change: 'caps',
    });
    await stream.close();
  }, 60_000);

  it('lose at most the writes in flight when one is killed, and the stream misses no event', async () => {
    const { since, stream, running } = await streamUnderLoad();

    const victim = await streamHolder();
    servers[victim]!.child.kill('SIGKILL');
    await servers[victim]!.stop();
    const afterKill = running.requests;
    await until(() => running.requests > afterKill + 60);
    servers[victim] = await start(victim);
    const afterRestart = running.requests;
    await until(() => running.requests > afterRestart + 60);
    await running.stop();

    // Only writes can fail (nginx passes a read on); at most one per client was in flight.
    expect(running.failed.filter((f) => f.method === 'GET')).toEqual([]);
    expect(running.failed.length).toBeLessThanOrEqual(customers.length);
    await expectNoAcknowledgedWriteLost(running.acknowledged);
    // §4: the stream went back to connecting, opened again elsewhere and missed nothing.
    expect(stream.states.slice(0, 4)).toEqual(['connecting', 'open', 'connecting', 'open']);
    await expectNoEventMissed(stream, since);
    await stream.close();
  }, 120_000);

  it('restart one at a time (SIGTERM) under load without failing a request', async () => {
    const { since, stream, running } = await streamUnderLoad();
    for (let i = 0; i < 3; i++) {
      // docs/deployment.md: the new process listens beside the old one, which then drains and exits.
      const old = servers[i]!;
      servers[i] = await start(i);
      expect(await old.stop('SIGTERM')).toBe(0);
      const restarted = running.requests;
      await until(() => running.requests > restarted + 30);
    }
    await running.stop();

    if (running.failed.length) console.log(nginx.output());
    expect(running.failed).toEqual([]);
    await expectNoAcknowledgedWriteLost(running.acknowledged);
    await expectNoEventMissed(stream, since);
    expect(stream.states).not.toContain('closed');
    await stream.close();
  }, 180_000);
});

/** Waits for `check` to hold (the load makes progress on its own), at most 60 s. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
