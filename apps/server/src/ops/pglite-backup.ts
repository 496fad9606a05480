import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CommandError, reason } from './command-error.ts';
import { readPgliteArchive } from './pglite-archive.ts';
import { refuseIfInUse } from './pglite-in-use.ts';
import { migrateRestored, type RestoreResult } from './restore-result.ts';
import { prepareNewFile, writeWhole } from './backup-file.ts';
import { openDatabase } from '../db/client.ts';

const isInside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/** PGlite's own dump of its data directory (a gzipped tarball), taken with the directory closed to everyone else. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new CommandError(`There is no embedded database in ${dataDir} to back up.`);
  }
  if (isInside(dataDir, file)) {
    throw new CommandError(`Write the backup outside the data directory ${dataDir}: it would be part of the database.`);
  }
  refuseIfInUse(dataDir);
  await prepareNewFile(file);
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } }).catch((error: unknown) => {
    throw new CommandError(`Could not open the embedded database in ${dataDir}: ${reason(error)}.`);
  });
  try {
    // Everything on disk in the data files, so the restored copy starts without replaying the log.
    await client.query('checkpoint');
    const tarball = await client.dumpDataDir('gzip');
    return await writeWhole(file, async (partial) => {
      await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    });
  } finally {
    await client.close();
  }
}

/**
 * Unpacks a backup into an empty (or missing) data directory and migrates it. Refuses a directory
 * with anything in it, and leaves the directory as it found it when the restore fails.
 */
export async function restorePglite(dataDir: string, file: string): Promise<RestoreResult> {
  const tar = readPgliteArchive(file, await readFile(file));
  const existed = existsSync(dataDir);
  if (existed && !statSync(dataDir).isDirectory()) throw new CommandError(`${dataDir} is not a directory.`);
  if (existed && readdirSync(dataDir).length > 0) {
    throw new CommandError(
      `The data directory ${dataDir} is not empty: a backup is restored only into an empty or missing directory. ` +
        'Stop the server and move that directory aside (or set DATA_DIR to a new one), then restore again.',
    );
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const loaded = await PGlite.create(dataDir, {
      loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
      extensions: { pg_trgm },
    });
    await loaded.close();
    return await migrateRestored(await openDatabase({ dataDir }));
  } catch (error) {
    // Back to how it was: missing, or empty.
    if (existed) {
      for (const entry of readdirSync(dataDir)) await rm(path.join(dataDir, entry), { recursive: true, force: true });
    } else await rm(dataDir, { recursive: true, force: true });
    if (error instanceof CommandError) throw error;
    throw new CommandError(`Could not restore ${file}: ${reason(error)}. ${dataDir} was left as it was.`);
  }
}
