import autocannon, { type RawResult, type Result } from 'autocannon';
import { connect, type Connection } from './http-client.ts';
import { summarise, type Timing } from './measure-sql.ts';
import type { Served } from './processes.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  failures: number;
  statusCodes: Record<string, number>;
  /** CPU the server process used per answered request, in ms. */
  cpuMsPerRequest: number;
}

/**
 * `connections` keep-alive connections hammer one URL of `server` for `durationSeconds`. The
 * clients run in a worker thread so that they do not share the bench's event loop. Latencies are whole ms.
 */
export async function runLoad(
  server: Served,
  url: string,
  cookie: string,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.base + url,
    connections,
    duration: durationSeconds,
    headers: { cookie },
    // Generous, so that a slow answer is measured as latency instead of being dropped as an error.
    timeout: 60,
    workers: 1,
  });
  return loadResult(result, server.cpuMs() - cpuBefore);
}

/**
 * Each server in turn for one slice of the time, slice after slice, so that what else a busy
 * machine does falls on all of them alike; per server, its slices' latencies merged into one
 * distribution (exact percentiles over every request), its requests over its own time and the
 * CPU its process used. Latencies are whole ms.
 */
export async function loadInTurns(
  servers: Served[],
  url: string,
  cookie: string,
  connections: number,
  durationSeconds: number,
  slices: number,
): Promise<LoadResult[]> {
  const raws = servers.map((): RawResult[] => []);
  const cpu = servers.map(() => 0);
  const options = {
    url,
    connections,
    duration: durationSeconds / slices,
    headers: { cookie },
    timeout: 60,
    skipAggregateResult: true,
  };
  for (let slice = 0; slice < slices; slice++) {
    for (const [i, server] of servers.entries()) {
      const cpuBefore = server.cpuMs();
      raws[i]!.push((await autocannon({ ...options, url: server.base + url })) as unknown as RawResult);
      cpu[i]! += server.cpuMs() - cpuBefore;
    }
  }
  return servers.map((server, i) => {
    const merged = autocannon.aggregateResult(raws[i]!, { ...options, url: server.base + url });
    const seconds = raws[i]!.reduce((sum, r) => sum + r.duration, 0);
    const completed = raws[i]!.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
    return { ...loadResult(merged, cpu[i]!), requestsPerSecond: completed / seconds };
  });
}

/** What one autocannon run measured, with the server CPU it cost. */
export function loadResult(result: Result, cpuMs: number): LoadResult {
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.latency.totalCount,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCodes,
    cpuMsPerRequest: cpuMs / Math.max(1, result.latency.totalCount),
  };
}

const openConnections = new Map<string, Connection>();

/** The status of a GET on `server`'s one kept-alive connection for `cookie`, opened on first use. */
async function get(server: Served, url: string, cookie: string): Promise<number> {
  const key = `${server.base} ${cookie}`;
  let connection = openConnections.get(key);
  // A server closes a connection left idle past its keep-alive timeout (Node's default is 5 s;
  // the load of the scenario before lasts longer): the next request opens a new one.
  if (!connection || connection.closed) {
    connection = await connect(server.base, { cookie });
    openConnections.set(key, connection);
  }
  return connection.get(url);
}

/** One timed step of a round (a request, or a run of statements): resolves false when its answer was wrong. */
export type Step = () => Promise<boolean>;
export type Sequential = Timing & { failures: number };

export const requestStep =
  (server: Served, url: string, cookie: string): Step =>
  async () =>
    (await get(server, url, cookie)) === 200;

/**
 * The steps taking turns round after round, so that whatever else a busy machine does weighs on
 * each of them alike; each request on its server's one kept-alive connection. With `block` 1 each
 * step runs once per round: every request finds the CPU's caches as the other servers' turns left
 * them. With a larger block each step runs that many times back to back per round, as a client
 * that only talks to one server would see it. Latencies in fractional ms, per step.
 */
export async function takingTurns(steps: Step[], runs: number, block = 1): Promise<Sequential[]> {
  const samples = steps.map((): number[] => []);
  const failures = steps.map(() => 0);
  // A long warm-up: the first scenario must not pay for the server's JIT compiling its code.
  const warmUp = 200;
  for (let i = 0; i < runs + warmUp; i += block) {
    for (const [k, step] of steps.entries()) {
      for (let j = i; j < Math.min(i + block, runs + warmUp); j++) {
        const start = performance.now();
        if (!(await step())) failures[k]!++;
        if (j >= warmUp) samples[k]!.push(performance.now() - start);
      }
    }
  }
  return steps.map((_, k) => ({ ...summarise(samples[k]!), failures: failures[k]! }));
}

/** One request at a time on one kept-alive connection: the endpoint's latency with no queueing, in fractional ms. */
export async function sequentialLatency(
  server: Served,
  url: string,
  cookie: string,
  runs: number,
): Promise<Sequential> {
  const [timing] = await takingTurns([requestStep(server, url, cookie)], runs);
  return timing!;
}
