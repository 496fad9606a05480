import type { PartnerOrganizationsFilters } from '@portal/contracts';
import type { Database } from '@portal/server/src/db/client.ts';
import { listOrganizations, type CustomerScope } from '@portal/server/src/modules/organizations/repo.ts';

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

/**
 * The endpoint's own database work with nothing around it: the repository function the route
 * calls (page, count and licence queries), run `runs` times one after another after a warm-up.
 */
export async function measureSql(
  db: Database,
  scope: CustomerScope,
  query: PartnerOrganizationsFilters,
  runs: number,
): Promise<Timing & { total: number }> {
  let total = 0;
  for (let i = 0; i < 10; i++) total = (await listOrganizations(db, scope, query)).total;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await listOrganizations(db, scope, query);
    samples.push(performance.now() - start);
  }
  return { ...summarise(samples), total };
}
