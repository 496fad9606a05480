import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How many migrations this build ships: /ready fails until the database has them all. */
export function shippedMigrationCount(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

// drizzle-kit's migrator records each applied migration here.
export const appliedMigrationsSql = 'select count(*)::int as n from drizzle.__drizzle_migrations';
