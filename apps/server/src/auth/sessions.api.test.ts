import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { createSessions, findSessionStatement, sessionCookie } from './sessions.ts';

let t: TestApp;
let second: { app: FastifyInstance; database: Database | null };
const origin = 'http://127.0.0.1:3000';

beforeAll(async () => {
  t = await createTestApp();
  // A second server process on the same database: its own pool, listener and session cache
  // (PGlite lives in one process, so there the second app shares the embedded database).
  const database = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 2 }) : null;
  second = { app: await buildApp({ config: t.config, database: database ?? t.database }), database };
});
afterAll(async () => {
  await second.app.close();
  await second.database?.close();
  await t.close();
});

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: api('/api/v1/users/me'), headers: { cookie } }).then((r) => r.statusCode);

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('sessions shared by several server processes', () => {
  it('refuses a session signed out in one process in every other, though each had it cached', async () => {
    const cookie = await t.cookieFor('distributor');
    expect(await me(t.app, cookie)).toBe(200);
    expect(await me(second.app, cookie)).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: api('/api/v1/logout'), headers: { cookie, origin } })).statusCode,
    ).toBe(200);
    expect(await me(t.app, cookie)).toBe(401);
    expect(await eventually(async () => (await me(second.app, cookie)) === 401)).toBe(true);
  });

  it('ends every session of a user at once when they are removed', async () => {
    const a = await t.cookieFor('reseller');
    const b = await t.cookieFor('reseller');
    expect([await me(t.app, a), await me(second.app, b)]).toEqual([200, 200]);
    const [user] = (
      (await t.database.db.execute(
        sql`select cybr_id from users where email = 'reseller@portal.example'`,
      )) as unknown as { rows: { cybr_id: string }[] }
    ).rows;
    await t.app.sessions.endAllFor(user!.cybr_id);
    expect(await me(t.app, a)).toBe(401);
    expect(await eventually(async () => (await me(second.app, b)) === 401)).toBe(true);
  });
});

describe('session lifetime', () => {
  it('ends a session unused for longer than the idle timeout', async () => {
    const cookie = await t.cookieFor('reseller2');
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '3 hours'`);
    expect(await me(second.app, cookie)).toBe(401);
  });

  it('ends a session past its absolute lifetime, however busy', async () => {
    const cookie = await t.cookieFor('customer');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect(await me(second.app, cookie)).toBe(401);
  });

  it('keeps an active session alive by refreshing when it was last seen', async () => {
    const cookie = await t.cookieFor('staff');
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '90 minutes'`);
    expect(await me(t.app, cookie)).toBe(200);
    const [row] = (
      (await t.database.db.execute(
        sql`select extract(epoch from now() - max(last_seen_at))::int as age from sessions`,
      )) as unknown as { rows: { age: number }[] }
    ).rows;
    expect(row!.age).toBeLessThan(60);
  });
});

describe('the requests of one page load, on a cold cache', () => {
  /** Sessions on the test database whose session lookups are counted, each answer held until `release`. */
  async function countedSessions() {
    const counted = { lookups: 0, hold: null as Promise<void> | null };
    const database: Database = {
      ...t.database,
      async query(statement, values) {
        const rows = await t.database.query(statement, values);
        if (statement.name === findSessionStatement.name) {
          counted.lookups++;
          if (counted.hold) await counted.hold;
        }
        return rows;
      },
    };
    return { sessions: await createSessions(database, t.config.session), counted };
  }
  const tokenOf = (cookie: string) => cookie.slice(sessionCookie.length + 1);

  it('share one session lookup', async () => {
    const { sessions, counted } = await countedSessions();
    const token = tokenOf(await t.cookieFor('distributor'));
    const callers = await Promise.all(Array.from({ length: 5 }, () => sessions.find(token)));
    expect(callers.map((c) => c?.email)).toEqual(Array(5).fill('distributor@portal.example'));
    expect(counted.lookups).toBe(1);
  });

  it('do not join a lookup that began before the session was signed out', async () => {
    const { sessions, counted } = await countedSessions();
    const token = tokenOf(await t.cookieFor('distributor'));
    let release!: () => void;
    counted.hold = new Promise((resolve) => (release = resolve));
    const before = sessions.find(token);
    // The lookup has read the live row and waits; the session ends meanwhile.
    await eventually(async () => counted.lookups === 1);
    counted.hold = null;
    await sessions.end(token);
    const after = sessions.find(token);
    release();
    expect(await after).toBeNull();
    await before;
  });
});
