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
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
