import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { CommandError, reason } from './command-error.ts';

export type BackupKind = 'pglite' | 'postgres';

/** What a backup of each engine is called: PGlite's gzipped data directory, pg_dump's custom format. */
export const backupExtension: Record<BackupKind, string> = { pglite: '.tar.gz', postgres: '.dump' };

/** A path the operator typed, taken from where they ran npm (npm itself runs scripts from the repository root). */
export function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** portal-backup-20260314T091500Z.tar.gz in the given folder. */
export function defaultBackupPath(folder: string, kind: BackupKind, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(folder, `portal-backup-${stamp}${backupExtension[kind]}`);
}

/** Refuses to overwrite a backup; creates the folder the new one goes into. */
export async function prepareNewFile(file: string): Promise<void> {
  if (existsSync(file)) throw new CommandError(`${file} already exists: name a new file for the backup.`);
  await mkdir(path.dirname(file), { recursive: true });
}

/**
 * Writes through `<file>.partial` and renames it at the end, so a backup that fails half-way never
 * sits under the name of a good one.
 */
export async function writeWhole(file: string, produce: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await produce(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/** Checks the file is there and says which engine made it, from its first bytes. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  const info = await stat(file).catch(() => null);
  if (!info) throw new CommandError(`There is no backup file at ${file}.`);
  if (!info.isFile()) throw new CommandError(`${file} is not a file: name the backup file to restore.`);
  if (info.size === 0) throw new CommandError(`${file} is empty: it is not a backup.`);
  const head = Buffer.alloc(512);
  let handle;
  try {
    handle = await open(file, 'r');
    await handle.read(head, 0, head.length, 0);
  } catch (error) {
    throw new CommandError(`Could not read ${file}: ${reason(error)}.`);
  } finally {
    await handle?.close();
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  // gzip's magic number, or an uncompressed tarball's "ustar" at offset 257.
  if ((head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  throw new CommandError(
    `${file} is not a backup made by npm run backup: it is neither a pg_dump archive nor an embedded database's tarball.`,
  );
}

/** 12.3 MB */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
