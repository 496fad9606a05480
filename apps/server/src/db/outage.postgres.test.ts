import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { insertSession, sessionCookie } from '../auth/sessions.ts';
import { openDatabase } from './client.ts';
import { api } from '@portal/test-kit/test-app.ts';
import { ownCluster } from '@portal/test-kit/own-cluster.ts';
import { freePort, startServerProcess } from '@portal/test-kit/server-process.ts';

// PostgreSQL stopped and started again under a running server (spec: "it never loses their data").
let cluster: ReturnType<typeof ownCluster>;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let base: string;
const cookies: string[] = [];

beforeAll(async () => {
  cluster = ownCluster(await freePort());
  cluster.start();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query('create database portal');
  await admin.end();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: cluster.url('portal'),
    SEED_DEMO: 'true',
  });
  const database = await openDatabase({ url: cluster.url('portal'), poolSize: 1 });
  const result = (await database.db.execute(
    "select cybr_id from users where email = 'distributor@portal.example'",
  )) as unknown as { rows: { cybr_id: string }[] };
  const [user] = result.rows;
  for (let i = 0; i < 6; i++) cookies.push(`${sessionCookie}=${await insertSession(database, user!.cybr_id, 3600)}`);
  await database.close();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  cluster?.remove();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  ms: number;
}

async function ask(url: string, cookie: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + api(url), {
    ...init,
    headers: { cookie, origin: base },
    signal: AbortSignal.timeout(20_000),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
}

/** Keeps 8 requests in flight until stopped, recording every answer. */
function load() {
  const answers: Answer[] = [];
  let running = true;
  const workers = Array.from({ length: 8 }, async (_, i) => {
    while (running) answers.push(await ask('/api/v1/users/me', cookies[3 + (i % 3)]!));
  });
  return { answers, stop: async () => ((running = false), await Promise.all(workers)) };
}

describe('a PostgreSQL restart under load', () => {
  it('fails fast with 503 and Retry-After while the database is away, survives, and recovers within 5 s without losing data', async () => {
    const before = load();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Acknowledged before the outage: these sign-outs must stay done.
    expect((await ask('/api/v1/logout', cookies[0]!, { method: 'POST' })).status).toBe(200);
    expect((await ask('/api/v1/logout', cookies[1]!, { method: 'POST' })).status).toBe(200);
    await before.stop();
    expect(before.answers.every((a) => a.status === 200)).toBe(true);

    const during = load();
    cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const refusedWrite = await ask('/api/v1/logout', cookies[2]!, { method: 'POST' });
    const notReady = await fetch(`${base}/ready`);
    await during.stop();

    expect(refusedWrite.status).toBe(503);
    expect(notReady.status).toBe(503);
    const outage = during.answers.filter((a) => a.status !== 200);
    expect(outage.length).toBeGreaterThan(0);
    for (const answer of outage) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.ms).toBeLessThan(5000);
    }
    expect(server.exitCode()).toBeNull();

    cluster.start();
    const back = performance.now();
    let first: Answer | null = null;
    while (performance.now() - back < 10_000) {
      const answer = await ask('/api/v1/users/me', cookies[3]!);
      if (answer.status === 200) {
        first = answer;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(first).not.toBeNull();
    expect(performance.now() - back).toBeLessThan(5000);
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // No session lost, no acknowledged write lost; the refused sign-out left its session as it was.
    const after = await Promise.all(cookies.map((cookie) => ask('/api/v1/users/me', cookie)));
    expect(after.map((a) => a.status)).toEqual([401, 401, 200, 200, 200, 200]);
  }, 90_000);

  it('finishes on SIGTERM with exit code 0', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 30_000);
});
