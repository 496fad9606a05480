// The slice of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Run the clients in this many worker threads instead of the calling thread. */
    workers?: number;
    /** Resolve with the raw result (encoded histograms) that aggregateResult merges with others. */
    skipAggregateResult?: boolean;
    /** Requests sent in turn on each connection; setupRequest may rewrite each one before it goes. */
    requests?: {
      method?: string;
      path?: string;
      body?: string;
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  interface Instance extends PromiseLike<Result> {
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  /** A run's raw result, as skipAggregateResult leaves it. */
  export interface RawResult {
    totalCompletedRequests: number;
    duration: number;
  }

  interface Autocannon {
    (options: Options): Instance;
    /** Merges raw results: latency percentiles over every request of every run (request rates are not merged). */
    aggregateResult(results: RawResult[], options: Options): Result;
  }
  const autocannon: Autocannon;
  export default autocannon;
}
