// Upper bounds in seconds: most answers take a few milliseconds; an export or an event stream takes longer.
export const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const statusClasses = ['', '1xx', '2xx', '3xx', '4xx', '5xx'];
const unmatched = 'unmatched';

interface Series {
  labels: string;
  /** Counts per bucket (not cumulative); the last is above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * portal_http_request_duration_seconds by method, route pattern and status class. Recording runs
 * on every request, so after a series' first request it allocates nothing: two map lookups, an
 * array index and a few additions (prom-client's histogram builds label objects and a key string
 * per observation). The text is built only when /metrics is scraped.
 */
export class RequestDurations {
  readonly name = 'portal_http_request_duration_seconds';
  private readonly byRoute = new Map<string, Map<string, (Series | undefined)[]>>();
  private readonly all: Series[] = [];

  /** `route` is the pattern the router matched (undefined: none matched), never the raw URL. */
  record(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const pattern = route ?? unmatched;
    let byMethod = this.byRoute.get(pattern);
    if (!byMethod) this.byRoute.set(pattern, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const statusClass = statusCode >= 100 && statusCode < 600 ? (statusCode / 100) | 0 : 5;
    const series = byClass[statusClass] ?? (byClass[statusClass] = this.add(method, pattern, statusClass));
    let i = 0;
    while (i < durationBuckets.length && seconds > durationBuckets[i]!) i++;
    series.buckets[i]!++;
    series.sum += seconds;
    series.count++;
  }

  /** The Prometheus text exposition of every series so far. */
  text(): string {
    const lines = [
      `# HELP ${this.name} Time from a request's arrival to its last byte sent, by route pattern and status class.`,
      `# TYPE ${this.name} histogram`,
    ];
    for (const series of this.all) {
      let cumulative = 0;
      durationBuckets.forEach((bound, i) => {
        cumulative += series.buckets[i]!;
        lines.push(`${this.name}_bucket{${series.labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket{${series.labels},le="+Inf"} ${series.count}`);
      lines.push(`${this.name}_sum{${series.labels}} ${series.sum}`);
      lines.push(`${this.name}_count{${series.labels}} ${series.count}`);
    }
    return `${lines.join('\n')}\n`;
  }

  private add(method: string, route: string, statusClass: number): Series {
    const labels = `method="${escape(method)}",route="${escape(route)}",status_class="${statusClasses[statusClass]}"`;
    const series = { labels, buckets: new Float64Array(durationBuckets.length + 1), sum: 0, count: 0 };
    this.all.push(series);
    return series;
  }
}

// The exposition format's escapes for a label value.
const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
