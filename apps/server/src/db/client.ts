import { silentLogger, type Logger } from '../logger.ts';

// The engines import these from database.ts, so the client may load either engine without a cycle.
export { migrationsFolder, type Database, type Db } from './database.ts';
import type { Database } from './database.ts';

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string | null };

/** A real PostgreSQL server when a URL is given, otherwise embedded PGlite (null dataDir: in memory). */
export async function openDatabase(target: DatabaseTarget, log: Logger = silentLogger): Promise<Database> {
  if ('url' in target) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(target.url, target.poolSize ?? 20, log);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(target.dataDir);
}
