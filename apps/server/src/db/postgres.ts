import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { migrationsFolder, type Database } from './database.ts';
import { appliedMigrationsSql, shippedMigrationCount } from './migrations-state.ts';
import { checkChannel, postgresListener } from './notifications.ts';
import * as schema from './schema.ts';

/** The advisory lock migrations run under (any constant; this one spells "portal" in hex). */
const migrationLock = 0x706f7274616c;

export function openPostgres(url: string, poolSize: number, log: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast while the server is away, so requests answer 503 instead of queueing.
    connectionTimeoutMillis: 3000,
    keepAlive: true,
    // No request may hold a connection for ever (reports included).
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 30_000,
  });
  // An idle connection that PostgreSQL ends (restart, pg_terminate_backend) is dropped from the
  // pool; without this handler Node treats the 'error' event as fatal.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
  const db = drizzle({ client: pool, schema });
  const listener = postgresListener(url, log);
  const expectedMigrations = shippedMigrationCount(migrationsFolder);

  return {
    db,
    kind: 'postgres',
    async query(statement, values) {
      const result = await pool.query({ name: statement.name, text: statement.text, values: values as unknown[] });
      return result.rows;
    },
    listen: (channel, subscriber) => listener.listen(channel, subscriber),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    async ready() {
      const { rows } = await pool.query<{ n: number }>(appliedMigrationsSql);
      if ((rows[0]?.n ?? 0) < expectedMigrations) throw new Error('migrations pending');
    },
    // Processes of one release starting together migrate one at a time: the others wait on the
    // lock, then find nothing left to apply.
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLock]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => {});
        client.release();
      }
    },
    jobStore: { kind: 'postgres', url },
    async close() {
      await listener.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
  };
}
