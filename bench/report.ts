import os from 'node:os';
import type { ExportResult } from './customer-management.ts';
import type { LoadResult } from './load.ts';
import type { Timing } from './measure-sql.ts';
import type { SeedSummary } from './seed.ts';
import type { SignInResult } from './sign-in.ts';

/** Issue targets, relative to the bare anchor measured in the same run. */
export const targets = { throughput: 0.7, p99: 1.5, oneConnection: 1.5 };

export interface ScenarioResult {
  name: string;
  url: string;
  matched: number | null;
  ours: LoadResult;
  anchor: LoadResult;
  /** Ours, one request at a time. */
  sequential: Timing;
  /** The anchor, one request at a time: the floor HTTP on this machine puts under any endpoint. */
  anchorSequential: Timing;
  /** The floor (anchor/floor.ts), one request at a time: Node's http and pg around the same SQL (PostgreSQL only). */
  floorSequential?: Timing;
  /** The statements ours runs for one such request, bare. */
  sql: Timing;
  /** What the anchor runs for it, bare: the session lookup, then the same statements (PostgreSQL only). */
  anchorSql?: Timing;
  /** PostgreSQL: the one-connection comparison with each step run `block` times back to back per turn. */
  backToBack?: { ours: Timing; anchor: Timing; floor: Timing; sql: Timing };
}

export interface DatabaseReport {
  label: string;
  kind: 'pglite' | 'postgres';
  /** Cores' worth of CPU other programs used just before this engine's run (2 s sample). */
  otherCoresAtStart: number;
  /** The machine's 1-minute load average as the run ended, its own processes included. */
  loadAverageAtEnd: number;
  seed: SeedSummary;
  scenarios: ScenarioResult[];
  signIn: SignInResult | null;
  capUpdate?: LoadResult;
  csvExport?: ExportResult;
  /** The same export filtered to about 1% of the book: memory growth should not follow the row count. */
  smallCsvExport?: ExportResult;
}

export interface RunInfo {
  date: string;
  machine: string;
  node: string;
  connections: number;
  durationSeconds: number;
  sqlRuns: number;
  /** PostgreSQL: slices of the load duration in which ours and the anchor take turns. */
  slices: number;
  /** PostgreSQL: requests back to back per turn in the second one-connection comparison. */
  block: number;
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const int = (v: number) => Math.round(v).toLocaleString('en-US');
export const throughputRatio = (s: ScenarioResult) => s.ours.requestsPerSecond / s.anchor.requestsPerSecond;
export const p99Ratio = (s: ScenarioResult) => s.ours.p99 / Math.max(1, s.anchor.p99);
export const oneConnectionRatio = (s: ScenarioResult) => s.sequential.p50 / s.sql.p50;
/** One connection, p50, ours against the anchor's endpoint: where ours stands against what HTTP on this machine allows. */
export const anchorEndpointRatio = (s: ScenarioResult) => s.sequential.p50 / s.anchorSequential.p50;

const mark = (met: boolean) => (met ? 'met' : '**missed**');
const floorOf = (s: ScenarioResult) =>
  s.floorSequential ? `; floor ${(s.floorSequential.p50 / s.sql.p50).toFixed(2)}` : '';
const oursOverFloor = (s: ScenarioResult) =>
  s.floorSequential ? (s.sequential.p50 / s.floorSequential.p50).toFixed(2) : '–';
const oursOverAnchorSql = (s: ScenarioResult) => (s.anchorSql ? (s.sequential.p50 / s.anchorSql.p50).toFixed(2) : '–');

/** Per scenario, each target with its ratio, and the one-connection ratio against the anchor's endpoint (no target: the floor). */
function targetTable(report: DatabaseReport): string[] {
  return [
    `| Scenario | req/s ≥ ${targets.throughput} × anchor | p99 ≤ ${targets.p99} × anchor | 1-conn p50 ≤ ${targets.oneConnection} × bare SQL | 1-conn p50 ÷ anchor's (no target) | 1-conn p50 ÷ floor's (no target) | 1-conn p50 ÷ the anchor's SQL, session lookup included (no target) |`,
    '|---|--:|--:|--:|--:|--:|--:|',
    ...report.scenarios.map(
      (s) =>
        `| ${s.name} | ${mark(throughputRatio(s) >= targets.throughput)} (${throughputRatio(s).toFixed(2)}) | ${mark(p99Ratio(s) <= targets.p99)} (${p99Ratio(s).toFixed(2)}) | ` +
        `${mark(oneConnectionRatio(s) <= targets.oneConnection)} (${oneConnectionRatio(s).toFixed(2)}; anchor ${(s.anchorSequential.p50 / s.sql.p50).toFixed(2)}${floorOf(s)}) | ${anchorEndpointRatio(s).toFixed(2)} | ${oursOverFloor(s)} | ${oursOverAnchorSql(s)} |`,
    ),
  ];
}

const backToBackRatio = (s: ScenarioResult) => (s.backToBack ? s.backToBack.ours.p50 / s.backToBack.sql.p50 : NaN);

/** The one-connection comparison with requests back to back, where the run has it. */
function backToBackTable(report: DatabaseReport, info: RunInfo): string[] {
  const rows = report.scenarios.filter((s) => s.backToBack);
  if (rows.length === 0) return [];
  return [
    `One connection with each server's requests back to back (${info.block} per turn), p50 in ms:`,
    '',
    `| Scenario | ours | anchor | floor | bare SQL | **ours ÷ SQL** (≤ ${targets.oneConnection}) | anchor ÷ SQL | floor ÷ SQL | ours ÷ floor |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((s) => {
      const b = s.backToBack!;
      return `| ${s.name} | ${ms(b.ours.p50)} | ${ms(b.anchor.p50)} | ${ms(b.floor.p50)} | ${ms(b.sql.p50)} | ${mark(backToBackRatio(s) <= targets.oneConnection)} (${backToBackRatio(s).toFixed(2)}) | ${(b.anchor.p50 / b.sql.p50).toFixed(2)} | ${(b.floor.p50 / b.sql.p50).toFixed(2)} | ${(b.ours.p50 / b.floor.p50).toFixed(2)} |`;
    }),
    '',
  ];
}

export function verdicts(report: DatabaseReport): string[] {
  const missed = (test: (s: ScenarioResult) => boolean) => report.scenarios.filter((s) => !test(s)).map((s) => s.name);
  const line = (what: string, names: string[]) =>
    `${what}: ${names.length === 0 ? 'met in every scenario' : `missed in ${names.join('; ')}`}`;
  return [
    line(
      `throughput ≥ ${targets.throughput} × anchor`,
      missed((s) => throughputRatio(s) >= targets.throughput),
    ),
    line(
      `p99 ≤ ${targets.p99} × anchor`,
      missed((s) => p99Ratio(s) <= targets.p99),
    ),
    ...(report.scenarios.some((s) => s.backToBack)
      ? [
          line(
            `one connection ≤ ${targets.oneConnection} × bare SQL, in turns`,
            missed((s) => oneConnectionRatio(s) <= targets.oneConnection),
          ),
          line(
            `one connection ≤ ${targets.oneConnection} × bare SQL, back to back`,
            missed((s) => backToBackRatio(s) <= targets.oneConnection),
          ),
        ]
      : [
          line(
            `one connection ≤ ${targets.oneConnection} × bare SQL`,
            missed((s) => oneConnectionRatio(s) <= targets.oneConnection),
          ),
        ]),
  ];
}

/** Markdown for one database: ready to paste into docs/performance.md. */
export function markdownTable(report: DatabaseReport, info: RunInfo): string {
  const seed = report.seed;
  const signIn = report.signIn;
  return [
    `### ${report.label}`,
    '',
    `${info.date}, ${info.machine}, Node ${info.node}. ${int(seed.customers)} customers, ${int(seed.users)} users, ${int(seed.licences)} licences ` +
      `(seeded in ${(seed.totalMs / 1000).toFixed(1)} s). Load: ${info.connections} connections × ${info.durationSeconds} s per scenario, ` +
      (report.kind === 'postgres'
        ? `ours and the anchor taking turns in ${info.slices} slices; `
        : 'ours then the anchor; ') +
      (report.kind === 'postgres'
        ? `one connection: ours, the anchor, the floor, the bare SQL and the anchor's SQL (the session lookup, then the same statements) in turns, ${info.sqlRuns} rounds, one request each per round, then ${info.sqlRuns} requests each again, ${info.block} back to back per turn. `
        : `one connection: ${info.sqlRuns} sequential runs each, ours, then the anchor, then the bare SQL. `) +
      `Other programs used ${report.otherCoresAtStart.toFixed(2)} of the ${os.cpus().length} cores as it began; 1-minute load average ${report.loadAverageAtEnd.toFixed(1)} as it ended.`,
    '',
    '| Scenario | rows | ours req/s | anchor req/s | **req/s ratio** | ours p50 / p99 ms | anchor p50 / p99 ms | **p99 ratio** | CPU ms/req ours / anchor | 1-conn p50 ms ours / anchor | bare SQL p50 ms | **1-conn / SQL** ours / anchor | **1-conn ours / anchor** |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...report.scenarios.map(
      (s) =>
        `| ${[
          s.name,
          s.matched === null ? '' : int(s.matched),
          int(s.ours.requestsPerSecond),
          int(s.anchor.requestsPerSecond),
          throughputRatio(s).toFixed(2),
          `${ms(s.ours.p50)} / ${ms(s.ours.p99)}`,
          `${ms(s.anchor.p50)} / ${ms(s.anchor.p99)}`,
          p99Ratio(s).toFixed(2),
          `${ms(s.ours.cpuMsPerRequest)} / ${ms(s.anchor.cpuMsPerRequest)}`,
          `${ms(s.sequential.p50)} / ${ms(s.anchorSequential.p50)}`,
          ms(s.sql.p50),
          `**${oneConnectionRatio(s).toFixed(2)}** / ${(s.anchorSequential.p50 / s.sql.p50).toFixed(2)}`,
          `**${anchorEndpointRatio(s).toFixed(2)}**`,
        ].join(' | ')} |`,
    ),
    '',
    ...targetTable(report),
    '',
    ...backToBackTable(report, info),
    ...verdicts(report).map((v) => `- ${v}`),
    ...(signIn
      ? [
          `- Sign-in (whole OIDC round trip through the built-in provider, 4 at a time): ${signIn.signInsPerSecond.toFixed(1)} sign-ins/s, ` +
            `p50 ${ms(signIn.p50)} ms, p99 ${ms(signIn.p99)} ms, ${ms(signIn.cpuMsPerSignIn)} ms of server CPU each, ${signIn.failures} failed. No anchor: most of it is the deliberate cost of scrypt.`,
        ]
      : []),
    ...(report.capUpdate
      ? [
          `- Licence-cap update (PATCH .../license-caps, each request changes a cap, ${info.connections} connections): ${int(report.capUpdate.requestsPerSecond)} req/s, ` +
            `p50 ${ms(report.capUpdate.p50)} ms, p99 ${ms(report.capUpdate.p99)} ms, ${ms(report.capUpdate.cpuMsPerRequest)} ms of server CPU each, ${report.capUpdate.failures} failed. No anchor.`,
        ]
      : []),
    ...(report.csvExport
      ? [
          `- CSV export of the whole book (${int(report.csvExport.rows)} rows, ${report.csvExport.megabytes.toFixed(1)} MB): ${(report.csvExport.ms / 1000).toFixed(2)} s; ` +
            `server resident memory ${report.csvExport.rssBeforeMb.toFixed(0)} MB before, peak growth ${report.csvExport.peakRssGrowthMb.toFixed(1)} MB during the download` +
            (report.smallCsvExport
              ? `; filtered to ${int(report.smallCsvExport.rows)} rows (${report.smallCsvExport.megabytes.toFixed(2)} MB), peak growth ${report.smallCsvExport.peakRssGrowthMb.toFixed(1)} MB.`
              : '.'),
        ]
      : []),
  ].join('\n');
}

export function seedLines(seed: SeedSummary): string {
  return (
    seed.steps.map((s) => `  ${s.step.padEnd(34)} ${(s.ms / 1000).toFixed(1)} s`).join('\n') +
    `\n  ${'total'.padEnd(34)} ${(seed.totalMs / 1000).toFixed(1)} s`
  );
}

export function scenarioLine(s: ScenarioResult): string {
  return (
    `  ${s.name}: ours ${int(s.ours.requestsPerSecond)} req/s p99 ${ms(s.ours.p99)} ms (${ms(s.ours.cpuMsPerRequest)} ms CPU/req) | ` +
    `anchor ${int(s.anchor.requestsPerSecond)} req/s p99 ${ms(s.anchor.p99)} ms (${ms(s.anchor.cpuMsPerRequest)} ms CPU/req) | ` +
    `ratios ${throughputRatio(s).toFixed(2)} / ${p99Ratio(s).toFixed(2)} | 1-conn ${ms(s.sequential.p50)} ms (anchor ${ms(s.anchorSequential.p50)}${s.floorSequential ? `, floor ${ms(s.floorSequential.p50)}` : ''}) vs SQL ${ms(s.sql.p50)} ms = ${oneConnectionRatio(s).toFixed(2)}, ÷ anchor ${anchorEndpointRatio(s).toFixed(2)}` +
    (s.backToBack
      ? ` | back to back ${ms(s.backToBack.ours.p50)} ms (floor ${ms(s.backToBack.floor.p50)}) vs SQL ${ms(s.backToBack.sql.p50)} ms = ${backToBackRatio(s).toFixed(2)}`
      : '')
  );
}
