import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';
import type { Statement } from './statement.ts';
import type { Subscriber } from './notifications.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  /** Drizzle, for writes, transactions and everything off the hot path. */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a statement built once; on a PostgreSQL server it stays prepared per connection. */
  query<Row>(statement: Statement<Row>, values: readonly unknown[]): Promise<Row[]>;
  /** NOTIFY reaches every server process sharing this database (spec: no state that matters lives in a process). */
  listen(channel: string, subscriber: Subscriber): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** Resolves when the database answers and every migration has been applied. */
  ready(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use right now, for metrics (PGlite is one connection in the process). */
  poolStats?: () => PoolStats;
  /** Where the job queue keeps its jobs: the same database, reached the way its engine allows. */
  jobStore: JobStore;
}

/** The embedded engine, shared with the job queue in this process; or a server the queue connects to itself. */
export type JobStore =
  | {
      kind: 'pglite';
      client: {
        query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
        exec(text: string): Promise<{ rows: unknown[] }[]>;
      };
    }
  | { kind: 'postgres'; url: string };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface PoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is in use. */
  waiting: number;
  /** The most the pool opens. */
  max: number;
}
