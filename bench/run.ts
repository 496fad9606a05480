// Customer-list benchmark: a fresh database per engine, 100k customers under one distributor,
// autocannon against the real app on 127.0.0.1, and the same repository call timed bare.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { apiBasePath, partnerOrganizationsQuery } from '@portal/contracts';
import { buildApp } from '@portal/server/src/app.ts';
import { insertSession, sessionCookie } from '@portal/server/src/auth/sessions.ts';
import { readConfig } from '@portal/server/src/config.ts';
import { openDatabase, type Database } from '@portal/server/src/db/client.ts';
import { freePort } from '@portal/server/src/testing/test-app.ts';
import { runLoad, sequentialLatency } from './load.ts';
import { cpuSnapshot, idleCheck, otherCores } from './machine.ts';
import { measureSql } from './measure-sql.ts';
import {
  markdownTable,
  scenarioLine,
  seedLines,
  type DatabaseReport,
  type RunInfo,
  type ScenarioResult,
} from './report.ts';
import { distributorId, distributorUserId, rows, searchTerm, seedBench } from './seed.ts';

const env = process.env;
const customers = Number(env.BENCH_CUSTOMERS ?? 100_000);
const durationSeconds = Number(env.BENCH_DURATION ?? 10);
const sqlRuns = Number(env.BENCH_SQL_RUNS ?? 200);
const sequentialRuns = 100;
const connections = 50;
const pageSize = 25;
const serverUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = env.BENCH_DB;
if (only && only !== 'pglite' && only !== 'postgres')
  throw new Error(`BENCH_DB must be pglite or postgres, not ${only}`);

const scenarios = [
  { name: 'First page by name', query: `from=0&to=${pageSize}&sortBy=organizationName&order=asc` },
  { name: `Search "${searchTerm}" (~1%)`, query: `from=0&to=${pageSize}&search=${searchTerm}` },
  { name: 'Total users desc, page 3', query: `from=${2 * pageSize}&to=${3 * pageSize}&sortBy=totalUsers&order=desc` },
  { name: 'Filter pending, page 1', query: `from=0&to=${pageSize}&filter=pending` },
];

// Whatever happens, the run ends: a watchdog stops it, still dropping what it created.
const cleanups: (() => Promise<void>)[] = [];
const timeoutSeconds = Number(env.BENCH_TIMEOUT_SECONDS ?? 1800);
setTimeout(() => {
  console.error(`\nBenchmark did not finish within ${timeoutSeconds} s: stopping.`);
  void Promise.allSettled(cleanups.map((c) => c())).finally(() => process.exit(2));
  setTimeout(() => process.exit(2), 15_000).unref();
}, timeoutSeconds * 1000).unref();

async function adminQuery(text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before its sockets have closed; a forced DROP that catches one of them
 * makes the pool emit an unhandled error. So wait (briefly) until the sessions are gone.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const [row] = (await adminQuery('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])) as {
      n: number;
    }[];
    if (!row?.n) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A fresh database, or the reason there is none. */
async function openFresh(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; drop: () => Promise<void> } | string> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    const database = await openDatabase({ dataDir });
    return { database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (error) {
    return `PostgreSQL at ${new URL(serverUrl).host} not reachable (${(error as Error).message || String(error)})`;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  return { database, drop: () => dropDatabase(name) };
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseReport | string> {
  const fresh = await openFresh(kind);
  if (typeof fresh === 'string') return fresh;
  const { database, drop } = fresh;
  let closeApp = async () => {};
  let dropped = false;
  const cleanup = async () => {
    if (dropped) return;
    dropped = true;
    await closeApp().catch(() => {});
    await database.close().catch(() => {});
    await drop();
  };
  cleanups.push(cleanup);
  try {
    const { db } = database;
    await database.migrate();
    const version = String((await rows<{ v: string }>(db, sql`SELECT current_setting('server_version') AS v`))[0]?.v);
    const label =
      kind === 'postgres' ? `PostgreSQL ${version}` : `PGlite (PostgreSQL ${version}, on-disk data directory)`;
    console.log(`\n=== ${label} ===\nSeeding ${customers.toLocaleString('en-US')} customers…`);
    const seed = await seedBench(db, customers);
    console.log(seedLines(seed));

    const port = await freePort();
    const config = readConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORTAL_DIST: '/nonexistent',
    });
    const app = await buildApp({ config, database });
    closeApp = () => app.close();
    await app.listen({ port, host: '127.0.0.1' });
    const cookie = `${sessionCookie}=${await insertSession(database, distributorUserId, 3 * 3600)}`;
    const endpoint = `http://127.0.0.1:${port}${apiBasePath}/api/v1/partners/${distributorId}/organizations`;

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const url = `${endpoint}?${scenario.query}`;
      const query = partnerOrganizationsQuery.parse(Object.fromEntries(new URLSearchParams(scenario.query)));
      const sqlTiming = await measureSql(database, { kind: 'distributor', cybrOrgId: distributorId }, query, sqlRuns);

      // The endpoint answers, and with what the repository says.
      const probe = await fetch(url, { headers: { cookie } });
      const body = (await probe.json()) as { total?: number; data?: unknown[] };
      const expectedRows = Math.max(0, Math.min(query.to, sqlTiming.total) - query.from);
      if (probe.status !== 200 || body.total !== sqlTiming.total || body.data?.length !== expectedRows) {
        throw new Error(`${scenario.name}: unexpected answer ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
      }

      const sequential = await sequentialLatency(url, cookie, sequentialRuns);
      if (sequential.failures > 0)
        throw new Error(`${scenario.name}: ${sequential.failures} sequential requests were not 200`);
      const before = cpuSnapshot();
      const load = await runLoad(url, cookie, connections, durationSeconds);
      const result = {
        name: scenario.name,
        query: scenario.query,
        matched: sqlTiming.total,
        load,
        sql: sqlTiming,
        sequential,
        otherCores: otherCores(before, cpuSnapshot()),
      };
      results.push(result);
      console.log(scenarioLine(result));
      if (load.non2xx + load.errors + load.timeouts > 0)
        console.error(`  !! ${scenario.name}: status codes ${JSON.stringify(load.statusCodes)}`);
    }
    return { label, kind, seed, scenarios: results };
  } finally {
    await cleanup();
  }
}

const info: RunInfo = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
  node: process.version,
  connections,
  durationSeconds,
  sqlRuns,
};
console.log(`Customer-list benchmark, ${info.date}, ${info.machine}, Node ${info.node}`);
const busy = await idleCheck();
if (busy > 0.2)
  console.warn(`!! Other programs are using ${busy.toFixed(2)} cores right now: the figures will be distorted.`);

const reports: DatabaseReport[] = [];
const skipped: string[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue;
  const outcome = await benchDatabase(kind);
  if (typeof outcome === 'string') {
    skipped.push(outcome);
    console.log(`\n=== ${kind}: skipped — ${outcome} ===`);
  } else reports.push(outcome);
}

console.log('\n---- Markdown for docs/performance.md ----\n');
for (const report of reports) console.log(markdownTable(report, info) + '\n');
for (const reason of skipped) console.log(`Skipped: ${reason}\n`);

const failed = reports.flatMap((r) =>
  r.scenarios.filter((s) => s.load.non2xx + s.load.errors + s.load.timeouts > 0).map((s) => `${r.label} / ${s.name}`),
);
if (failed.length > 0) {
  console.error(`FAILED: responses other than 200 (or errors/timeouts) in: ${failed.join(', ')}`);
  process.exit(1);
}
process.exit(0);
