import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { sweepExpired } from '../sweeper.ts';
import { api } from '@portal/test-kit/test-app.ts';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { signInRateLimit } from './rate-limits.ts';

// Two apps on one database, as two processes behind a load balancer. On PostgreSQL each has its
// own pool; PGlite is one process's database, so there they share its client.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: Database;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.url ? await openDatabase({ url: database.url, poolSize: 5 }) : database;
  const config = readConfig({ PORT: '3000', PUBLIC_URL: 'http://127.0.0.1:3000', PORTAL_DIST: '/nonexistent' });
  for (const db of [database, second]) apps.push(await buildApp({ config, database: db, validateResponses: true }));
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  apps = [];
  if (second !== database) await second?.close();
  await database?.close();
});

const signIn = (app: FastifyInstance, client: string) =>
  app.inject({ url: api('/api/v1/login?auth-provider=microsoft'), remoteAddress: client });

/** What a client sees of the limit: the status and the rate-limit headers. */
const seen = (r: LightMyRequestResponse) => ({
  status: r.statusCode,
  limit: r.headers['x-ratelimit-limit'],
  remaining: r.headers['x-ratelimit-remaining'],
  retryAfter: r.statusCode === 429 ? Number(r.headers['retry-after']) : undefined,
});

describe('rate limits counted in the database', { timeout: 90_000 }, () => {
  it('count one client across both apps exactly as one app counts it alone', async () => {
    const { max } = signInRateLimit;
    const alone: LightMyRequestResponse[] = [];
    const split: LightMyRequestResponse[] = [];
    for (let i = 0; i < max + 3; i++) {
      alone.push(await signIn(apps[0]!, '198.51.100.1'));
      split.push(await signIn(apps[i % 2]!, '198.51.100.2'));
    }
    const expected = Array.from({ length: max + 3 }, (_, i) => ({
      status: i < max ? 200 : 429,
      limit: String(max),
      remaining: String(Math.max(0, max - i - 1)),
      retryAfter: i < max ? undefined : expect.toSatisfy((s: number) => s > 0 && s <= 60),
    }));
    expect(alone.map(seen)).toEqual(expected);
    expect(split.map(seen)).toEqual(expected);
    expect(split.at(-1)!.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('count every one of many hits arriving at once through both apps', async () => {
    const { max } = signInRateLimit;
    const answers = await Promise.all(Array.from({ length: 3 * max }, (_, i) => signIn(apps[i % 2]!, '198.51.100.3')));
    const passed = answers.filter((r) => r.statusCode === 200);
    expect(passed).toHaveLength(max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(2 * max);
    // Each hit let through was counted once: every remaining count from max - 1 down to 0, once.
    const remaining = passed.map((r) => Number(r.headers['x-ratelimit-remaining'])).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: max }, (_, i) => i));
  });

  it("keep each route's counter apart, under the route and the client", async () => {
    const [row] = await database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `GET ${api('/api/v1/login')} 198.51.100.2`));
    // Each app counted up to its first hit over the limit, and answered the rest from memory.
    expect(row?.hits).toBe(signInRateLimit.max + 2);

    const Store = databaseRateLimitStore(database);
    const root = new Store({});
    const routes = ['/a', '/b'].map((url) => root.child({ routeInfo: { method: 'POST', url } }));
    const hit = (store: (typeof routes)[number]) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('198.51.100.4', (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
      );
    expect(await hit(routes[0]!)).toEqual({ current: 1, ttl: 60_000 });
    expect(await hit(routes[0]!)).toMatchObject({ current: 2 });
    expect(await hit(routes[1]!)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('hand out reserved hits from memory, and let two processes together grant no more than the limit', async () => {
    const processes = [database, second].map((db) =>
      new (databaseRateLimitStore(db))({}).child({
        reserveHits: 4,
        routeInfo: { method: 'GET', url: '/keyed' },
      } as object),
    );
    const hit = (store: (typeof processes)[number]) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('api-key k1', (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 10),
      );
    const granted: number[] = [];
    for (let i = 0; i < 14; i++) granted.push((await hit(processes[i % 2]!)).current);
    // Each answer says how many were used as its process counts them; at most ten are within the limit.
    expect(granted.filter((current) => current <= 10)).toHaveLength(10);
    expect(granted.slice(-3).every((current) => current > 10)).toBe(true);
    const [row] = await database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'GET /keyed api-key k1'));
    // Five reservations of four for fourteen requests (the last two refused outright): the
    // statements a busy key costs, not one per request.
    expect(row?.hits).toBe(20);
  });

  it('start a window again once it has ended, and the sweeper deletes ended windows', async () => {
    const ended = sql`now() - interval '1 second'`;
    const key = `GET ${api('/api/v1/login')} 198.51.100.1`;
    await database.db.update(rateLimitCounters).set({ windowEndsAt: ended }).where(eq(rateLimitCounters.key, key));
    // A fresh app process: the first app remembers this client as over the limit until its window ends.
    const response = await signIn(apps[1]!, '198.51.100.1');
    expect(seen(response)).toEqual({
      status: 200,
      limit: String(signInRateLimit.max),
      remaining: String(signInRateLimit.max - 1),
      retryAfter: undefined,
    });

    await database.db.update(rateLimitCounters).set({ windowEndsAt: ended }).where(eq(rateLimitCounters.key, key));
    const before = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    await sweepExpired(database.db, 3600);
    const after = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(after.map((r) => r.key).sort()).toEqual(
      before
        .map((r) => r.key)
        .filter((k) => k !== key)
        .sort(),
    );
  });
});
