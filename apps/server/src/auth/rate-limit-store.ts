import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { statement } from '../db/statement.ts';

interface Hit {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** What @fastify/rate-limit hands a store: its merged settings, and the route's for a child. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
  /**
   * Hits a process takes from the shared counter at a time and hands out from memory: a busy
   * client costs one statement per so many requests. Hits taken but unused when the window ends
   * are lost, so a limit may be reached that many hits early per process, never late.
   */
  reserveHits?: number;
}

// One statement per counted request (or per reservation of $3 hits). The upsert takes the row's
// lock, so hits arriving at once from any number of processes are each counted once; a window that
// has ended starts again.
// The window's end comes from the database's clock, the one clock every process shares.
const rateLimitHitStatement = statement<Hit>(
  'rate_limit_hit',
  `insert into rate_limit_counters as c (key, hits, window_ends_at)
   values ($1, $3::integer, now() + $2::double precision * interval '1 millisecond')
   on conflict (key) do update set
     hits = case when c.window_ends_at <= now() then $3::integer else c.hits + $3::integer end,
     window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
   returning c.hits as current, ceil(extract(epoch from c.window_ends_at - now()) * 1000)::integer as ttl`,
);

// A client over its limit stays over it until the window ends (no sliding or backoff), so this
// process answers its further requests from memory: a flood costs one statement per process, not
// one per request. Bounded per route, dropping the oldest entry.
const maxBlockedClients = 10_000;

/**
 * The @fastify/rate-limit store for this app: counters in PostgreSQL (or PGlite), shared by every
 * server process on the database. Each route's limit counts apart (the child store prefixes its
 * keys with the route). When the database cannot be reached the hit fails, and the request with
 * it: 503 with Retry-After, as every request that needs the database answers then.
 */
export function databaseRateLimitStore(database: Database) {
  class DatabaseStore implements FastifyRateLimitStore {
    readonly #namespace: string;
    readonly #reserve: number;
    /** Client key → when its window ends (ms since the epoch), for clients over the limit. */
    readonly #blocked = new Map<string, number>();
    /** Client key → hits reserved and not yet handed out, and what the counter stood at. */
    readonly #held = new Map<string, { left: number; counted: number; windowEndsAt: number }>();

    constructor(options: StoreOptions, namespace = '') {
      // The row keeps a fixed window; these would need the window moved on every hit.
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error('the database rate-limit store supports neither continueExceeding nor exponentialBackoff');
      this.#namespace = namespace;
      this.#reserve = Math.max(1, Math.trunc(options.reserveHits ?? 1));
    }

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number, max: number): void {
      const now = Date.now();
      const blockedUntil = this.#blocked.get(key);
      if (blockedUntil !== undefined) {
        const ttl = blockedUntil - now;
        if (ttl > 0) return callback(null, { current: max + 1, ttl });
        this.#blocked.delete(key);
      }
      const held = this.#held.get(key);
      if (held && held.left > 0 && held.windowEndsAt > now) {
        held.left--;
        return callback(null, { current: held.counted - held.left, ttl: held.windowEndsAt - now });
      }
      this.#held.delete(key);
      const reserve = Math.min(this.#reserve, Math.max(1, max));
      database.query(rateLimitHitStatement, [this.#namespace + key, timeWindow, reserve]).then(
        ([hit]) => {
          // Of the hits taken, only those within the limit are this process's to hand out.
          const granted = Math.max(0, Math.min(reserve, max - (hit!.current - reserve)));
          if (granted === 0) {
            this.#block(key, Date.now() + hit!.ttl);
            return callback(null, { current: max + 1, ttl: hit!.ttl });
          }
          const counted = hit!.current - (reserve - granted);
          if (granted > 1) {
            if (this.#held.size >= maxBlockedClients) this.#held.delete(this.#held.keys().next().value!);
            this.#held.set(key, { left: granted - 1, counted, windowEndsAt: Date.now() + hit!.ttl });
          }
          callback(null, { current: counted - (granted - 1), ttl: hit!.ttl });
        },
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit settings with `routeInfo`, not the RouteOptions its types name.
    child(options: object): FastifyRateLimitStore {
      const settings = options as StoreOptions;
      const { method = '', url = '' } = settings.routeInfo ?? {};
      return new DatabaseStore(settings, `${String(method)} ${url} `);
    }

    #block(key: string, until: number): void {
      if (this.#blocked.size >= maxBlockedClients) this.#blocked.delete(this.#blocked.keys().next().value!);
      this.#blocked.set(key, until);
    }
  }
  return DatabaseStore;
}
