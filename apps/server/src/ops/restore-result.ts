import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appliedMigrationsSql } from '../db/migrations-state.ts';
import { tableRowCounts, type RunSql, type TableRows } from './database-tables.ts';

export interface RestoreResult {
  tables: TableRows[];
  /** Migrations newer than the backup, applied after it was restored. */
  migrationsApplied: number;
}

export const runSqlOn =
  (database: Database): RunSql =>
  async <Row>(text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

/** Brings a restored database up to this build's migrations (as the server's start would) and counts what it holds. */
export async function migrateRestored(database: Database): Promise<RestoreResult> {
  try {
    const run = runSqlOn(database);
    const applied = async () => {
      try {
        return (await run<{ n: number }>(appliedMigrationsSql))[0]?.n ?? 0;
      } catch {
        return 0; // a backup of a database never migrated has no drizzle schema
      }
    };
    const before = await applied();
    await database.migrate();
    const after = await applied();
    return { tables: await tableRowCounts(run), migrationsApplied: after - before };
  } finally {
    await database.close();
  }
}
