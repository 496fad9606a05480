import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database } from './database.ts';
import { appliedMigrationsSql, shippedMigrationCount } from './migrations-state.ts';
import { checkChannel } from './notifications.ts';
import * as schema from './schema.ts';

/** Embedded PostgreSQL in this process: one process, so a subscription never drops. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  const expectedMigrations = shippedMigrationCount(migrationsFolder);
  return {
    db,
    kind: 'pglite',
    async query(statement, values) {
      return (await client.query(statement.text, values as unknown[])).rows as never[];
    },
    async listen(channel, subscriber) {
      await client.listen(checkChannel(channel), (payload) => subscriber.message(payload));
      subscriber.up?.();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    async ready() {
      const { rows } = await client.query<{ n: number }>(appliedMigrationsSql);
      if ((rows[0]?.n ?? 0) < expectedMigrations) throw new Error('migrations pending');
    },
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    jobStore: { kind: 'pglite', client },
  };
}
