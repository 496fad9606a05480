// Benchmark of the request path (docs/performance.md): for each engine a fresh database with
// 100k customers, the portal's server as `npm start` runs it, and the bare anchor (anchor/server.ts)
// running the same SQL in the same run; ratios against the anchor are what the targets speak of.
import os from 'node:os';
import { apiBasePath } from '@portal/contracts';
import { freePort } from '@portal/test-kit/server-process.ts';
import { capUpdateLoad, exportRun } from './customer-management.ts';
import { openFresh, serversOn, type Fresh } from './fresh-database.ts';
import { loadInTurns, runLoad, sequentialLatency, takingTurns, type LoadResult, type Sequential } from './load.ts';
import { growthRun } from './growth.ts';
import { idleCheck } from './machine.ts';
import { measureSql, type RunStatement } from './measure-sql.ts';
import { startAnchor, startFloor, startOurs, type Served } from './processes.ts';
import {
  markdownTable,
  scenarioLine,
  seedLines,
  type DatabaseReport,
  type RunInfo,
  type ScenarioResult,
} from './report.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { sideBySideSteps, type SideBySide } from './side-by-side.ts';
import { benchAccount, searchTerm } from './seed.ts';
import { measureSignIns } from './sign-in.ts';

// An export of about 1% of the book, beside the whole of it (constant memory).
const smallExport = `?search=${searchTerm}`;

const env = process.env;
const customers = Number(env.BENCH_CUSTOMERS ?? 100_000);
const durationSeconds = Number(env.BENCH_DURATION ?? 10);
const sqlRuns = Number(env.BENCH_SQL_RUNS ?? 300);
const connections = 50;
// PostgreSQL: the load alternates between ours and the anchor in this many slices of the duration.
const slices = Number(env.BENCH_SLICES ?? 5);
// PostgreSQL: the one-connection comparison again, each server this many requests back to back per turn.
const block = Number(env.BENCH_BLOCK ?? 25);
const only = env.BENCH_DB;
if (only && only !== 'pglite' && only !== 'postgres')
  throw new Error(`BENCH_DB must be pglite or postgres, not ${only}`);

// Whatever happens, the run ends: a watchdog stops it, still dropping what it created.
const cleanups: (() => Promise<void>)[] = [];
const timeoutSeconds = Number(env.BENCH_TIMEOUT_SECONDS ?? 2400);
setTimeout(() => {
  console.error(`\nBenchmark did not finish within ${timeoutSeconds} s: stopping.`);
  void Promise.allSettled(cleanups.map((c) => c())).finally(() => process.exit(2));
  setTimeout(() => process.exit(2), 15_000).unref();
}, timeoutSeconds * 1000).unref();

/** The answer is right (200, and for lists the total the database has) before anything is timed. */
async function probe(server: Served, scenario: Scenario, cookie: string): Promise<number | null> {
  const response = await fetch(server.base + scenario.url, { headers: { cookie } });
  const body = (await response.json()) as { total?: number };
  if (response.status !== 200)
    throw new Error(`${server.name} / ${scenario.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return scenario.listQuery ? (body.total ?? null) : null;
}

type Half = Pick<
  ScenarioResult,
  'ours' | 'anchor' | 'sequential' | 'anchorSequential' | 'floorSequential' | 'anchorSql' | 'backToBack' | 'matched'
> & { sql?: ScenarioResult['sql'] };

function keep(server: Served, scenario: Scenario, result: LoadResult, into: Partial<Half>): void {
  if (result.failures > 0)
    throw new Error(`${server.name} / ${scenario.name}: status codes ${JSON.stringify(result.statusCodes)}`);
  into[server.name as 'ours' | 'anchor'] = result;
}

async function load(server: Served, scenario: Scenario, cookie: string, into: Partial<Half>): Promise<void> {
  keep(server, scenario, await runLoad(server, scenario.url, cookie, connections, durationSeconds), into);
}

const checked = (timing: Sequential, what: string) => {
  if (timing.failures > 0) throw new Error(`${what}: ${timing.failures} sequential requests were not 200`);
  return timing;
};

/** One server alone (PGlite: ours and the anchor cannot hold the data directory at once): one connection, then the load. */
async function measure(server: Served, scenario: Scenario, cookie: string, into: Partial<Half>): Promise<void> {
  into.matched = await probe(server, scenario, cookie);
  const sequential = checked(
    await sequentialLatency(server, scenario.url, cookie, sqlRuns),
    `${server.name} / ${scenario.name}`,
  );
  into[server.name === 'ours' ? 'sequential' : 'anchorSequential'] = sequential;
  await load(server, scenario, cookie, into);
}

/**
 * PostgreSQL: ours, the anchor, the floor and the bare SQL take turns on one connection each, one
 * request per round, so that the one-connection ratios compare figures taken under the same
 * noise; then the load, ours and the anchor taking turns slice by slice for the same reason.
 */
async function measureSideBySide(
  servers: SideBySide,
  run: RunStatement,
  scenario: Scenario,
  cookie: string,
  into: Partial<Half>,
): Promise<void> {
  const { ours, anchor, floor } = servers;
  into.matched = await probe(ours, scenario, cookie);
  await probe(anchor, scenario, cookie);
  await probe(floor, scenario, cookie);
  const [sequential, anchorSequential, floorSequential, sql, anchorSql] = await takingTurns(
    sideBySideSteps(servers, run, scenario, cookie),
    sqlRuns,
  );
  into.sequential = checked(sequential!, `ours / ${scenario.name}`);
  into.anchorSequential = checked(anchorSequential!, `anchor / ${scenario.name}`);
  into.floorSequential = checked(floorSequential!, `floor / ${scenario.name}`);
  into.sql = sql!;
  into.anchorSql = anchorSql!;
  const [oursInBlocks, anchorInBlocks, floorInBlocks, sqlInBlocks] = await takingTurns(
    sideBySideSteps(servers, run, scenario, cookie),
    sqlRuns,
    block,
  );
  into.backToBack = {
    ours: checked(oursInBlocks!, `ours / ${scenario.name}`),
    anchor: checked(anchorInBlocks!, `anchor / ${scenario.name}`),
    floor: checked(floorInBlocks!, `floor / ${scenario.name}`),
    sql: sqlInBlocks!,
  };
  const [oursLoad, anchorLoad] = await loadInTurns(
    [ours, anchor],
    scenario.url,
    cookie,
    connections,
    durationSeconds,
    slices,
  );
  keep(ours, scenario, oursLoad!, into);
  keep(anchor, scenario, anchorLoad!, into);
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseReport | string> {
  // How busy the rest of the machine was as this engine's run began, for the report.
  const otherCoresAtStart = await idleCheck();
  const fresh: Fresh | string = await openFresh(kind, customers);
  if (typeof fresh === 'string') return fresh;
  const { running, cleanup } = serversOn(fresh, cleanups);
  try {
    console.log(`\n=== ${fresh.label} ===\n${seedLines(fresh.seed)}`);
    const halves: Partial<Half>[] = scenarios.map(() => ({}));
    const signInEnv = { TRUSTED_PROXIES: '127.0.0.1' };
    // PostgreSQL: both servers up, ours then the anchor per scenario. PGlite is one process's
    // database: ours runs every scenario, then the anchor opens the same data directory.
    const ours = await startOurs(await freePort(), { ...fresh.env, ...signInEnv });
    running.push(ours);
    const anchor = kind === 'postgres' ? await startAnchor(await freePort(), fresh.env) : null;
    if (anchor) running.push(anchor);
    const floor = kind === 'postgres' ? await startFloor(await freePort(), fresh.env) : null;
    if (floor) running.push(floor);
    // A server database can be queried beside the servers; PGlite only once they let go of it.
    const sideBySide = kind === 'postgres' ? await fresh.statements() : undefined;
    // Both servers get the same warm-up first, so the first scenario does not measure JIT compilation.
    for (const server of running)
      for (const scenario of scenarios) await runLoad(server, scenario.url, fresh.cookie, 10, 1);
    // And the one-connection turns once through, not kept: measured first without it, the first
    // scenario came out slower for every server and the bare SQL alike (docs/performance.md, "What it measures").
    if (anchor && floor && sideBySide)
      for (const scenario of scenarios)
        await takingTurns(sideBySideSteps({ ours, anchor, floor }, sideBySide, scenario, fresh.cookie), 1);
    for (const [i, scenario] of scenarios.entries()) {
      if (anchor && floor && sideBySide)
        await measureSideBySide({ ours, anchor, floor }, sideBySide, scenario, fresh.cookie, halves[i]!);
      else await measure(ours, scenario, fresh.cookie, halves[i]!);
    }
    const signIn = await measureSignIns(ours, benchAccount.email, benchAccount.password, 4, durationSeconds);
    // The exports first (memory growth measured against a quiet process), then the cap writes. A
    // small export warms the path up, then one of about 1% of the book and one of all of it: in
    // constant memory the two grow the process alike, however many rows stream through.
    await exportRun(ours, fresh.cookie, smallExport);
    const smallCsvExport = await exportRun(ours, fresh.cookie, smallExport);
    const csvExport = await exportRun(ours, fresh.cookie);
    const capUpdate = await capUpdateLoad(ours, fresh.cookie, connections, durationSeconds);
    if (capUpdate.failures > 0) throw new Error(`cap update: status codes ${JSON.stringify(capUpdate.statusCodes)}`);
    await Promise.all(running.splice(0).map((s) => s.stop()));
    if (!anchor) {
      const pgliteAnchor = await startAnchor(await freePort(), fresh.env);
      running.push(pgliteAnchor);
      for (const scenario of scenarios) await runLoad(pgliteAnchor, scenario.url, fresh.cookie, 10, 1);
      for (const [i, scenario] of scenarios.entries()) await measure(pgliteAnchor, scenario, fresh.cookie, halves[i]!);
      await Promise.all(running.splice(0).map((s) => s.stop()));
    }
    const run = sideBySide ?? (await fresh.statements());
    const results: ScenarioResult[] = [];
    for (const [i, scenario] of scenarios.entries()) {
      const half = halves[i] as Half;
      results.push({
        name: scenario.name,
        url: scenario.url.replace(apiBasePath, ''),
        ...half,
        sql: half.sql ?? (await measureSql(run, scenario.statements, sqlRuns)),
      });
      console.log(scenarioLine(results.at(-1)!));
    }
    await fresh.closeStatements();
    console.log(
      `  sign-in: ${signIn.signInsPerSecond.toFixed(1)}/s, p50 ${signIn.p50.toFixed(0)} ms, ${signIn.failures} failed`,
    );
    console.log(
      `  cap update: ${capUpdate.requestsPerSecond.toFixed(0)} req/s, p50 ${capUpdate.p50} ms, p99 ${capUpdate.p99} ms`,
    );
    console.log(
      `  CSV export: ${smallCsvExport.rows} rows, peak RSS growth ${smallCsvExport.peakRssGrowthMb.toFixed(1)} MB`,
    );
    console.log(
      `  CSV export: ${csvExport.rows} rows in ${(csvExport.ms / 1000).toFixed(2)} s, peak RSS growth ${csvExport.peakRssGrowthMb.toFixed(1)} MB`,
    );
    return {
      label: fresh.label,
      kind,
      otherCoresAtStart,
      loadAverageAtEnd: os.loadavg()[0]!,
      seed: fresh.seed,
      scenarios: results,
      signIn,
      capUpdate,
      csvExport,
      smallCsvExport,
    };
  } finally {
    await cleanup();
  }
}

// The growth mode instead of the usual run: the same database at two sizes (growth.ts).
if (env.BENCH_GROW_TO) {
  console.log(await growthRun(customers, Number(env.BENCH_GROW_TO), sqlRuns, cleanups));
  process.exit(0);
}

const info: RunInfo = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
  node: process.version,
  connections,
  durationSeconds,
  sqlRuns,
  slices,
  block,
};
console.log(`Request-path benchmark, ${info.date}, ${info.machine}, Node ${info.node}`);
const busy = await idleCheck();
if (busy > 0.2)
  console.warn(`!! Other programs are using ${busy.toFixed(2)} cores right now: the figures will be distorted.`);

const reports: DatabaseReport[] = [];
const skipped: string[] = [];
for (const kind of ['postgres', 'pglite'] as const) {
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
process.exit(0);
