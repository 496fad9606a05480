import { spawn } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { CommandError, reason } from './command-error.ts';
import { describeTables, fullestTable, tableRowCounts, type RunSql } from './database-tables.ts';
import { migrateRestored, type RestoreResult } from './restore-result.ts';
import { prepareNewFile, writeWhole } from './backup-file.ts';

/** The URL as it may be shown: without its password. */
export function describePostgres(url: string): string {
  try {
    const u = new URL(url);
    return `${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'the database in DATABASE_URL';
  }
}

/** libpq takes the URL as it is, but the password goes in PGPASSWORD: a command line is visible to every user. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  if (!URL.canParse(url)) throw new CommandError('DATABASE_URL is not a URL such as postgres://user@host:5432/portal.');
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.href,
    env: {
      ...process.env,
      ...(password ? { PGPASSWORD: password } : {}),
      PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10',
    },
  };
}

/** Runs pg_dump or pg_restore; a failure becomes one sentence with the tool's own words. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv, failure: string) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new CommandError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install the PostgreSQL client programs (the server's major version or newer) and put them on PATH.`
            : `Could not run ${tool}: ${reason(error)}.`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) return resolve(stdout);
      const said = stderr.trim().split('\n').slice(0, 5).join(' ').replace(/\s+/g, ' ');
      reject(new CommandError(`${failure}: ${said || `${tool} exited with code ${code}`}`));
    });
  });
}

/** pg_dump's custom format, which pg_restore reads (and can restore selectively). */
export async function backupPostgres(url: string, file: string): Promise<number> {
  await prepareNewFile(file);
  const { dbname, env } = connection(url);
  return writeWhole(file, async (partial) => {
    await runTool(
      'pg_dump',
      ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`],
      env,
      `Could not back up ${describePostgres(url)}`,
    );
  });
}

async function withClient<T>(url: string, use: (run: RunSql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new CommandError(`Could not connect to ${describePostgres(url)}: ${reason(error)}.`);
  }
  try {
    return await use(async <Row>(text: string) => (await client.query(text)).rows as Row[]);
  } finally {
    await client.end();
  }
}

/**
 * pg_restore into a database with no tables, in one transaction (all or nothing), then the migrations
 * newer than the backup. A database that has tables is refused: its data would mix with the backup's.
 */
export async function restorePostgres(url: string, file: string): Promise<RestoreResult> {
  const { dbname, env } = connection(url);
  await runTool('pg_restore', ['--list', file], env, `${file} is damaged or incomplete: nothing was restored`);
  const existing = await withClient(url, tableRowCounts);
  if (existing.length > 0) {
    const fullest = fullestTable(existing);
    const example = fullest ? ` (${fullest})` : '';
    throw new CommandError(
      `The database ${describePostgres(url)} is not empty: it has ${describeTables(existing)}${example}. ` +
        'A backup is restored only into an empty database: create one (createdb) and point DATABASE_URL at it.',
    );
  }
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
    `Could not restore ${file} into ${describePostgres(url)}; nothing was changed (the restore runs in one transaction)`,
  );
  try {
    return await migrateRestored(await openDatabase({ url, poolSize: 1 }));
  } catch (error) {
    throw new CommandError(
      `Restored ${file} into ${describePostgres(url)}, but the newer migrations failed: ${reason(error)}. ` +
        'The server applies them when it starts; until then it is not ready.',
    );
  }
}
