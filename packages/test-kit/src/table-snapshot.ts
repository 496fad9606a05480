import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@portal/server/src/db/client.ts';
import * as schema from '@portal/server/src/db/schema.ts';

// Tables a refused request may still touch without changing anything the product holds: a session's
// last_seen_at moves on reads, the identity provider's state and the keys are its own, and a
// rate-limited route counts the attempt before refusing it.
const untracked = new Set(['sessions', 'oidc_models', 'app_secrets', 'rate_limit_counters']);

/** Every table of the app's schema but the untracked ones; a table added to schema.ts is tracked at once. */
export const trackedTables: string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !untracked.has(name));

export type TableSnapshot = Map<string, string[]>;

/** Every row of every tracked table, as text. */
export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = new Map();
  for (const table of trackedTables) {
    const result = (await db.execute(sql.raw(`select t::text as row from "${table}" t order by 1`))) as unknown as {
      rows: { row: string }[];
    };
    snapshot.set(
      table,
      result.rows.map((r) => r.row),
    );
  }
  return snapshot;
}

/** Rows added (+) and removed (−) between two snapshots, a few per table. */
export function tableChanges(before: TableSnapshot, after: TableSnapshot): string[] {
  const changes: string[] = [];
  for (const [table, rows] of after) {
    const old = new Set(before.get(table) ?? []);
    const now = new Set(rows);
    const added = rows.filter((row) => !old.has(row)).map((row) => `${table}: + ${row}`);
    const removed = [...old].filter((row) => !now.has(row)).map((row) => `${table}: - ${row}`);
    changes.push(...[...added, ...removed].slice(0, 5));
  }
  return changes;
}
