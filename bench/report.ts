import type { LoadResult } from './load.ts';
import type { Timing } from './measure-sql.ts';
import type { SeedSummary } from './seed.ts';

export const targets = { p99Ms: 50, ratio: 1.5 };

export interface ScenarioResult {
  name: string;
  query: string;
  matched: number;
  load: LoadResult;
  sql: Timing;
  sequential: Timing;
  /** Cores' worth of CPU other programs used during the load: above ~0.1 the figures are disturbed. */
  otherCores: number;
}

export interface DatabaseReport {
  label: string;
  kind: 'pglite' | 'postgres';
  seed: SeedSummary;
  scenarios: ScenarioResult[];
}

export interface RunInfo {
  date: string;
  machine: string;
  node: string;
  connections: number;
  durationSeconds: number;
  sqlRuns: number;
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const int = (v: number) => Math.round(v).toLocaleString('en-US');
export const ratio = (s: ScenarioResult) => s.load.p50 / s.sql.p50;
/** The same ratio with one request at a time: what HTTP, auth and serialisation add without queueing. */
export const unloadedRatio = (s: ScenarioResult) => s.sequential.p50 / s.sql.p50;

function targetLine(report: DatabaseReport): string {
  const p99Missed = report.scenarios.filter((s) => s.load.p99 > targets.p99Ms).map((s) => s.name);
  const ratioMissed = report.scenarios.filter((s) => ratio(s) > targets.ratio).map((s) => s.name);
  const verdict = (missed: string[]) =>
    missed.length === 0
      ? 'met in every scenario'
      : `missed in ${missed.length} of ${report.scenarios.length} (${missed.join('; ')})`;
  return `Targets (p99 ≤ ${targets.p99Ms} ms; endpoint p50 / SQL p50 ≤ ${targets.ratio}): p99 ${verdict(p99Missed)}; ratio ${verdict(ratioMissed)}.`;
}

/** Markdown for one database: ready to paste into docs/performance.md. */
export function markdownTable(report: DatabaseReport, info: RunInfo): string {
  const seed = report.seed;
  const lines = [
    `### ${report.label}`,
    '',
    `${info.date}, ${info.machine}, Node ${info.node}. Seeded ${int(seed.customers)} customers, ${int(seed.users)} users, ` +
      `${int(seed.licences)} licences in ${(seed.totalMs / 1000).toFixed(1)} s. Load: ${info.connections} connections × ${info.durationSeconds} s per scenario; ` +
      `SQL: ${info.sqlRuns} sequential runs of the repository call.`,
    '',
    '| Scenario | Rows matched | req/s | p50 ms | p99 ms | max ms | non-2xx / errors | SQL p50 ms | SQL p99 ms | p50 / SQL p50 | 1-conn p50 ms | 1-conn p50 / SQL p50 | other CPU (cores) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...report.scenarios.map(
      (s) =>
        `| ${[
          `${s.name} (\`${s.query}\`)`,
          int(s.matched),
          int(s.load.requestsPerSecond),
          ms(s.load.p50),
          ms(s.load.p99),
          ms(s.load.max),
          int(s.load.non2xx + s.load.errors + s.load.timeouts),
          ms(s.sql.p50),
          ms(s.sql.p99),
          ratio(s).toFixed(1),
          ms(s.sequential.p50),
          unloadedRatio(s).toFixed(2),
          Number.isNaN(s.otherCores) ? 'n/a' : s.otherCores.toFixed(2),
        ].join(' | ')} |`,
    ),
    '',
    targetLine(report),
  ];
  return lines.join('\n');
}

export function seedLines(seed: SeedSummary): string {
  return (
    seed.steps.map((s) => `  ${s.step.padEnd(34)} ${(s.ms / 1000).toFixed(1)} s`).join('\n') +
    `\n  ${'total'.padEnd(34)} ${(seed.totalMs / 1000).toFixed(1)} s`
  );
}

export function scenarioLine(s: ScenarioResult): string {
  const l = s.load;
  return (
    `  ${s.name}: ${int(l.requestsPerSecond)} req/s, p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, max ${ms(l.max)} ms, ${int(l.requests)} requests, ` +
    `non-2xx ${l.non2xx}, errors ${l.errors}, timeouts ${l.timeouts} | SQL p50 ${ms(s.sql.p50)} ms, p99 ${ms(s.sql.p99)} ms | ` +
    `ratio ${ratio(s).toFixed(1)} | 1-conn p50 ${ms(s.sequential.p50)} ms, ratio ${unloadedRatio(s).toFixed(2)} | other programs ${s.otherCores.toFixed(2)} cores`
  );
}
