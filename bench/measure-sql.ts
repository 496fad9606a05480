import type { Statement } from '@portal/server/src/db/statement.ts';

export interface Timing {
  runs: number;
  p50: number;
  p99: number;
  mean: number;
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
  };
}

export type RunStatement = (statement: Statement<unknown>, values: unknown[]) => Promise<unknown[]>;
export interface BoundStatement {
  statement: Statement<unknown>;
  values: unknown[];
}

/** The statements an endpoint runs for one request, timed bare (prepared, one after another) after a warm-up. */
export async function measureSql(run: RunStatement, statements: BoundStatement[], runs: number): Promise<Timing> {
  const once = async () => {
    for (const s of statements) await run(s.statement, s.values);
  };
  for (let i = 0; i < 20; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

/** The statements of one request, run once, as a step that takes turns with requests (load.ts). */
export const sqlStep = (run: RunStatement, statements: BoundStatement[]) => async (): Promise<boolean> => {
  for (const s of statements) await run(s.statement, s.values);
  return true;
};
