import autocannon from 'autocannon';
import { summarise, type Timing } from './measure-sql.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/**
 * `connections` keep-alive connections hammer `url` for `durationSeconds`. The clients run in a
 * worker thread so that they do not share the server's event loop. Latencies are whole ms.
 */
export async function runLoad(
  url: string,
  cookie: string,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { cookie },
    // Generous, so that a slow answer is measured as latency instead of being dropped as an error.
    timeout: 60,
    workers: 1,
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.latency.totalCount,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/** One request at a time: the endpoint's latency with no queueing, in fractional ms. */
export async function sequentialLatency(
  url: string,
  cookie: string,
  runs: number,
): Promise<Timing & { failures: number }> {
  const samples: number[] = [];
  let failures = 0;
  for (let i = 0; i < runs + 10; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    const elapsed = performance.now() - start;
    if (response.status !== 200) failures++;
    if (i >= 10) samples.push(elapsed);
  }
  return { ...summarise(samples), failures };
}
