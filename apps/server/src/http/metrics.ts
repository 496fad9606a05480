import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import type { Database } from '../db/client.ts';
import { RequestDurations } from './metrics-request-durations.ts';

/**
 * The registration point for metrics of this app: any part of the server (an area, the job queue)
 * adds its own with `app.metrics.counter/gauge/histogram`. Names start with `portal_`; a gauge
 * whose value is read from somewhere else sets it in `collect`, which runs at each scrape.
 */
export interface Metrics {
  counter<L extends string = string>(options: Omit<CounterConfiguration<L>, 'registers'>): Counter<L>;
  gauge<L extends string = string>(options: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L>;
  histogram<L extends string = string>(options: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the server's parts add their metrics, scraped at /metrics (docs/decisions/0065). */
    metrics: Metrics;
  }
}

export const metricsPath = '/metrics';

// Node's own figures (CPU, memory, event loop, GC) belong to the process, not to one app: counted once.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Decorates the app with its metrics and, when a token is configured, serves them at /metrics to
 * a bearer of that token. Without the token, or with another one, /metrics answers 404 exactly as a
 * path that does not exist: metrics name routes and load, which are nobody's business outside.
 */
export function registerMetrics(app: FastifyInstance, token: string | null, database: Database): void {
  const registry = new Registry();
  const named = <O extends { name: string }>(options: O): O => {
    if (!options.name.startsWith('portal_')) throw new Error(`metric ${options.name} must be named portal_…`);
    return options;
  };
  const metrics: Metrics = {
    counter: (options) => new Counter({ ...named(options), registers: [registry] }),
    gauge: (options) => new Gauge({ ...named(options), registers: [registry] }),
    histogram: (options) => new Histogram({ ...named(options), registers: [registry] }),
  };
  app.decorate('metrics', metrics);
  registerPoolGauges(metrics, database);
  if (!token) return;

  const durations = new RequestDurations();
  app.addHook('onResponse', (request, reply, done) => {
    durations.record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const expected = digest(`Bearer ${token}`);
  const node = processMetrics();
  app.get(metricsPath, { config: { rateLimit: false } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const authorization = request.headers.authorization;
    if (!authorization || !timingSafeEqual(digest(authorization), expected)) return reply.callNotFound();
    const text = `${await node.metrics()}\n${await registry.metrics()}\n${durations.text()}`;
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

// Equal lengths for timingSafeEqual, whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** PostgreSQL's connection pool as the pool sees it; PGlite has none. */
function registerPoolGauges(metrics: Metrics, database: Database): void {
  const { poolStats } = database;
  if (!poolStats) return;
  const gauges = [
    ['portal_db_pool_connections', 'Open database connections in the pool, idle or in use', 'total'],
    ['portal_db_pool_idle_connections', 'Open database connections in the pool waiting for work', 'idle'],
    ['portal_db_pool_waiting_queries', 'Queries waiting for a pool connection because all are in use', 'waiting'],
    ['portal_db_pool_max_connections', 'The most connections the pool opens (DATABASE_POOL_SIZE)', 'max'],
  ] as const;
  for (const [name, help, field] of gauges) {
    metrics.gauge({
      name,
      help,
      collect() {
        this.set(poolStats()[field]);
      },
    });
  }
}
