import path from 'node:path';
import type { DatabaseTarget } from '../db/client.ts';
import { CommandError } from './command-error.ts';
import { backupKindOf, defaultBackupPath, type BackupKind } from './backup-file.ts';
import { backupPglite, restorePglite } from './pglite-backup.ts';
import { backupPostgres, describePostgres, restorePostgres } from './postgres-backup.ts';
import type { RestoreResult } from './restore-result.ts';

/** A database the commands can reach: a PostgreSQL URL or an embedded database's data directory. */
export type BackupTarget = { url: string } | { dataDir: string };

export function backupTarget(database: DatabaseTarget): BackupTarget {
  if ('url' in database) return { url: database.url };
  if (database.dataDir === null) throw new CommandError('An in-memory database has nothing to back up or restore.');
  return { dataDir: database.dataDir };
}

const kindOf = (target: BackupTarget): BackupKind => ('url' in target ? 'postgres' : 'pglite');

export const describeTarget = (target: BackupTarget) =>
  'url' in target
    ? `the PostgreSQL database ${describePostgres(target.url)}`
    : `the embedded database in ${target.dataDir}`;

/**
 * Where a backup goes when the operator names no file: beside the data directory (never inside it)
 * for the embedded database, the current directory for PostgreSQL.
 */
export function defaultBackupFile(target: BackupTarget, folder: string): string {
  return 'url' in target
    ? defaultBackupPath(folder, 'postgres')
    : defaultBackupPath(path.dirname(target.dataDir), 'pglite');
}

/** Writes a backup of the target to file; answers its size in bytes. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<number> {
  return 'url' in target ? backupPostgres(target.url, file) : backupPglite(target.dataDir, file);
}

/** Restores file into the target, which must be empty, then applies the newer migrations. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<RestoreResult> {
  const kind = await backupKindOf(file);
  if (kind !== kindOf(target)) {
    throw new CommandError(
      kind === 'pglite'
        ? `${file} is a backup of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR).`
        : `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to an empty PostgreSQL database.`,
    );
  }
  return 'url' in target ? restorePostgres(target.url, file) : restorePglite(target.dataDir, file);
}
