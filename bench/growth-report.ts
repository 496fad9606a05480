import type { ExportResult } from './customer-management.ts';
import type { PaintResult } from './largest-paint.ts';
import type { Sequential } from './load.ts';
import type { Timing } from './measure-sql.ts';
import type { SeedSummary } from './seed.ts';

/** Issue 26: each list scenario's one-connection p50 at the large book within this × at the small one; the cold load's LCP. */
export const growthTargets = { flat: 1.5, largestPaintMs: 1000 };

export interface GrowthSize {
  customers: number;
  turns: {
    name: string;
    rows: number;
    ours: Sequential;
    anchor: Sequential;
    floor: Sequential;
    sql: Timing;
    anchorSql: Timing;
  }[];
  smallExport: ExportResult;
  wholeExport: ExportResult;
  paint: PaintResult | null;
}

const int = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const mark = (met: boolean) => (met ? 'met' : '**missed**');
const size = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);

const exportLine = (s: GrowthSize) =>
  `- ${int(s.customers)} customers: CSV export of the whole book (${int(s.wholeExport.rows)} rows, ${s.wholeExport.megabytes.toFixed(0)} MB) ` +
  `in ${(s.wholeExport.ms / 1000).toFixed(1)} s, peak resident memory growth ${s.wholeExport.peakRssGrowthMb.toFixed(1)} MB ` +
  `(${int(s.smallExport.rows)} rows: ${s.smallExport.peakRssGrowthMb.toFixed(1)} MB)`;

const paintLine = (s: GrowthSize) =>
  s.paint
    ? `- ${int(s.customers)} customers: cold load of /partner/manage-customers, largest contentful paint p50 ${int(s.paint.lcp.p50)} ms, ` +
      `slowest ${int(s.paint.lcp.p99)} ms of ${s.paint.lcp.runs} (≤ ${growthTargets.largestPaintMs} ms: ${mark(s.paint.lcp.p99 <= growthTargets.largestPaintMs)}); ` +
      `its list request ${ms(s.paint.listRequest.p50)} ms`
    : `- ${int(s.customers)} customers: cold load not measured (no built portal: npm run build)`;

/** Markdown for docs/performance.md: per scenario, ours at both sizes, and the ratios to the anchor and the SQL. */
export function growthMarkdown(label: string, small: GrowthSize, large: GrowthSize, grown: SeedSummary): string {
  const [a, b] = [size(small.customers), size(large.customers)];
  return [
    `### ${label}: ${int(small.customers)} → ${int(large.customers)} customers (grown in ${(grown.totalMs / 1000).toFixed(0)} s)`,
    '',
    `| Scenario | rows ${a} → ${b} | ours p50 ms ${a} → ${b} | **ours ${b} ÷ ${a}** (≤ ${growthTargets.flat}) | anchor ${b} ÷ ${a} | SQL p50 ms ${a} → ${b} | ours ÷ anchor ${a} / ${b} | ours ÷ SQL ${a} / ${b} |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...small.turns.map((s, i) => {
      const l = large.turns[i]!;
      const flat = l.ours.p50 / s.ours.p50;
      return (
        `| ${s.name} | ${int(s.rows)} → ${int(l.rows)} | ${ms(s.ours.p50)} → ${ms(l.ours.p50)} | ${mark(flat <= growthTargets.flat)} (${flat.toFixed(2)}) | ` +
        `${(l.anchor.p50 / s.anchor.p50).toFixed(2)} | ${ms(s.sql.p50)} → ${ms(l.sql.p50)} | ` +
        `${(s.ours.p50 / s.anchor.p50).toFixed(2)} / ${(l.ours.p50 / l.anchor.p50).toFixed(2)} | ${(s.ours.p50 / s.sql.p50).toFixed(2)} / ${(l.ours.p50 / l.sql.p50).toFixed(2)} |`
      );
    }),
    '',
    exportLine(small),
    exportLine(large),
    paintLine(small),
    paintLine(large),
  ].join('\n');
}
