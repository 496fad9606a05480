// BENCH_GROW_TO (docs/performance.md): the list scenarios on one connection at BENCH_CUSTOMERS, then
// on the same database, the same servers still running, once the book has grown to BENCH_GROW_TO;
// each size also gets the CSV export of the whole book and the cold load of the list in Chromium.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { statement, type Statement } from '@portal/server/src/db/statement.ts';
import { freePort } from '@portal/test-kit/server-process.ts';
import { exportRun } from './customer-management.ts';
import { openFresh, serversOn, type Fresh } from './fresh-database.ts';
import { growthMarkdown, type GrowthSize } from './growth-report.ts';
import { coldLoadPaint } from './largest-paint.ts';
import { runLoad, takingTurns } from './load.ts';
import type { RunStatement } from './measure-sql.ts';
import { startAnchor, startFloor, startOurs } from './processes.ts';
import { seedLines } from './report.ts';
import { list, scenarios, type Scenario } from './scenarios.ts';
import { searchTerm } from './seed.ts';
import { sideBySideSteps, type SideBySide } from './side-by-side.ts';

const portalDist = path.resolve(import.meta.dirname, '../apps/portal/dist');
const lists = scenarios.filter((s) => s.listQuery);

// Beside the search for a town (1% of the book, so 10 × the matches at 10 × the book), one for a
// customer's whole name, as someone looking a customer up types it: the same matches at both sizes.
const nameLookup = statement(
  'bench_name_lookup',
  `select organization_name as name from organizations where cybr_org_id = md5('bench-org-' || $1)::uuid::text`,
);
async function nameSearch(run: RunStatement): Promise<Scenario> {
  const [row] = (await run(nameLookup as Statement<unknown>, [1234])) as { name: string }[];
  return list(`Search a customer's name`, `from=0&to=25&search=${encodeURIComponent(row!.name)}`);
}
const paintRuns = 5;

/** Ours and the anchor give the same total, which is what the database holds. */
async function total(servers: SideBySide, scenario: Scenario, cookie: string): Promise<number> {
  const totals = await Promise.all(
    [servers.ours, servers.anchor].map(async (server) => {
      const response = await fetch(server.base + scenario.url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${server.name} / ${scenario.name}: ${response.status}`);
      return ((await response.json()) as { total: number }).total;
    }),
  );
  if (totals[0] !== totals[1]) throw new Error(`${scenario.name}: totals ${totals.join(' and ')} differ`);
  return totals[0]!;
}

async function measureSize(
  servers: SideBySide,
  run: RunStatement,
  fresh: Fresh,
  customers: number,
  sqlRuns: number,
  lists: Scenario[],
): Promise<GrowthSize> {
  const { ours } = servers;
  for (const server of Object.values(servers))
    for (const scenario of lists) await runLoad(server, scenario.url, fresh.cookie, 10, 1);
  for (const scenario of lists) await takingTurns(sideBySideSteps(servers, run, scenario, fresh.cookie), 1);
  const turns: GrowthSize['turns'] = [];
  for (const scenario of lists) {
    const rows = await total(servers, scenario, fresh.cookie);
    const [o, a, f, sql, anchorSql] = await takingTurns(sideBySideSteps(servers, run, scenario, fresh.cookie), sqlRuns);
    if (o!.failures + a!.failures + f!.failures > 0) throw new Error(`${scenario.name}: requests were not 200`);
    turns.push({ name: scenario.name, rows, ours: o!, anchor: a!, floor: f!, sql: sql!, anchorSql: anchorSql! });
    console.log(
      `  ${scenario.name}: ours ${o!.p50.toFixed(2)} ms, anchor ${a!.p50.toFixed(2)} ms, SQL ${sql!.p50.toFixed(2)} ms`,
    );
  }
  await exportRun(ours, fresh.cookie, `?search=${searchTerm}`);
  const smallExport = await exportRun(ours, fresh.cookie, `?search=${searchTerm}`);
  const wholeExport = await exportRun(ours, fresh.cookie);
  console.log(`  CSV export: ${wholeExport.rows} rows, peak RSS growth ${wholeExport.peakRssGrowthMb.toFixed(1)} MB`);
  const paint = existsSync(portalDist) ? await coldLoadPaint(ours, fresh.cookie, paintRuns) : null;
  if (paint) console.log(`  cold load: LCP p50 ${paint.lcp.p50.toFixed(0)} ms, max ${paint.lcp.p99.toFixed(0)} ms`);
  return { customers, turns, smallExport, wholeExport, paint };
}

/** PostgreSQL only: PGlite's data directory cannot be grown while the servers hold it. */
export async function growthRun(
  from: number,
  to: number,
  sqlRuns: number,
  cleanups: (() => Promise<void>)[],
): Promise<string> {
  if (!existsSync(portalDist)) console.warn('!! No built portal (npm run build): the cold load is skipped.');
  const fresh = await openFresh('postgres', from);
  if (typeof fresh === 'string') return `Skipped: ${fresh}`;
  const { running, cleanup } = serversOn(fresh, cleanups);
  try {
    console.log(seedLines(fresh.seed));
    const env = { ...fresh.env, PORTAL_DIST: portalDist };
    const servers: SideBySide = {
      ours: await startOurs(await freePort(), env),
      anchor: await startAnchor(await freePort(), fresh.env),
      floor: await startFloor(await freePort(), fresh.env),
    };
    running.push(servers.ours, servers.anchor, servers.floor);
    const run = await fresh.statements();
    const measured = [...lists, await nameSearch(run)];
    console.log(`\n=== ${from.toLocaleString('en-US')} customers ===`);
    const small = await measureSize(servers, run, fresh, fresh.seed.customers, sqlRuns, measured);
    const grown = await fresh.grow!(to);
    console.log(seedLines(grown));
    console.log(`\n=== ${to.toLocaleString('en-US')} customers ===`);
    const large = await measureSize(servers, run, fresh, grown.customers, sqlRuns, measured);
    await fresh.closeStatements();
    return growthMarkdown(fresh.label, small, large, grown);
  } finally {
    await cleanup();
  }
}
