import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { insertSession, sessionCookie } from '@portal/server/src/auth/sessions.ts';
import { openDatabase, type Database } from '@portal/server/src/db/client.ts';
import type { RunStatement } from './measure-sql.ts';
import type { Served } from './processes.ts';
import { distributorUserId, growBench, rows, seedBench, type SeedSummary } from './seed.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Fresh {
  label: string;
  seed: SeedSummary;
  /** What the servers need to open this database. */
  env: Record<string, string>;
  /** A signed-in distributor admin, for every request of the load. */
  cookie: string;
  /** Runs statements on this database from the bench process (once no server holds it). */
  statements(): Promise<RunStatement>;
  closeStatements(): Promise<void>;
  /** PostgreSQL: adds customers until the book holds `to`, beside running servers. */
  grow?(to: number): Promise<SeedSummary>;
  drop(): Promise<void>;
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds, and signs the distributor admin in, then lets go of the database. */
async function prepare(database: Database, customers: number) {
  await database.migrate();
  // Seeding is not a request: on a busy machine a set-based step may take longer than a request's
  // 30 s limit. The server database is opened with one connection, so this holds for every step.
  if (database.kind === 'postgres') await database.db.execute(sql`set statement_timeout = 0`);
  const [version] = await rows<{ v: string }>(database.db, sql`select current_setting('server_version') as v`);
  console.log(`Seeding ${customers.toLocaleString('en-US')} customers…`);
  const seed = await seedBench(database.db, customers);
  const cookie = `${sessionCookie}=${await insertSession(database, distributorUserId, 3 * 3600)}`;
  await database.close();
  return { version: version!.v, seed, cookie };
}

/** A fresh database for one engine, or the reason there is none. */
export async function openFresh(kind: 'pglite' | 'postgres', customers: number): Promise<Fresh | string> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    const { version, seed, cookie } = await prepare(await openDatabase({ dataDir }), customers);
    let pglite: PGlite | null = null;
    return {
      label: `PGlite (PostgreSQL ${version}, on-disk data directory)`,
      seed,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cookie,
      async statements() {
        const { PGlite: Embedded } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const db = (pglite = await Embedded.create(dataDir, { extensions: { pg_trgm } }));
        return async (s, values) => (await db.query(s.text, values)).rows;
      },
      closeStatements: async () => void (await pglite?.close()),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    return `PostgreSQL at ${new URL(serverUrl).host} not reachable (${(error as Error).message || String(error)})`;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { version, seed, cookie } = await prepare(await openDatabase({ url: url.href, poolSize: 1 }), customers);
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  return {
    label: `PostgreSQL ${version}`,
    seed,
    env: { DATABASE_URL: url.href },
    cookie,
    statements: async () => async (s, values) => (await pool.query({ name: s.name, text: s.text, values })).rows,
    closeStatements: () => pool.end(),
    async grow(to) {
      const database = await openDatabase({ url: url.href, poolSize: 1 });
      try {
        await database.db.execute(sql`set statement_timeout = 0`);
        console.log(`Growing the book to ${to.toLocaleString('en-US')} customers…`);
        return await growBench(database.db, seed.customers, to);
      } finally {
        await database.close();
      }
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The servers started on `fresh`, stopped and the database dropped by the cleanup it registers
 * (the run's end, or its watchdog): start one, push it on `running`.
 */
export function serversOn(fresh: Fresh, cleanups: (() => Promise<void>)[]) {
  const running: Served[] = [];
  const cleanup = async () => {
    await Promise.allSettled(running.map((s) => s.stop()));
    await fresh.drop();
  };
  cleanups.push(cleanup);
  return { running, cleanup };
}
