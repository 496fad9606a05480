import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../seed/demo.ts';
import { restoreDatabase, type BackupTarget } from './backup.ts';
import { qualifiedName, userTables } from './database-tables.ts';
import { runSqlOn } from './restore-result.ts';

// The same round trip on the engine this project runs: TEST_DB=pglite (a data directory) or postgres.
const onPostgres = process.env.TEST_DB === 'postgres';
const here = path.dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const backupFile = path.join(scratch, onPostgres ? 'demo.dump' : 'demo.tar.gz');
const dropAfter: string[] = [];
let source: BackupTarget;
let sourceDb: Database | null = null;

/** A new database with nothing in it: a missing data directory, or a new database on the test server. */
async function emptyTarget(): Promise<BackupTarget> {
  const name = `portal_restore_${randomBytes(6).toString('hex')}`;
  if (!onPostgres) return { dataDir: path.join(scratch, name) };
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropAfter.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.href };
}

type Contents = Record<string, string>;

/** Every table with its row count and a hash of its rows, and every sequence's position. */
async function contentsOf(database: Database): Promise<Contents> {
  const run = runSqlOn(database);
  const contents: Contents = {};
  for (const table of await userTables(run)) {
    const [row] = await run<{ rows: number; hash: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash
         from ${qualifiedName(table)} t`,
    );
    contents[`${table.schema}.${table.table}`] = `${row!.rows} rows, ${row!.hash}`;
  }
  const sequences = await run<{ name: string; value: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences order by 1`,
  );
  for (const s of sequences) contents[`sequence ${s.name}`] = s.value ?? 'not used';
  return contents;
}

async function contentsAt(target: BackupTarget): Promise<Contents> {
  const database = await openDatabase('url' in target ? { url: target.url, poolSize: 1 } : target);
  try {
    return await contentsOf(database);
  } finally {
    await database.close();
  }
}

async function hasNothing(target: BackupTarget): Promise<boolean> {
  if ('dataDir' in target) return !existsSync(target.dataDir);
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await userTables(async <Row>(text: string) => (await client.query(text)).rows as Row[])).length === 0;
  } finally {
    await client.end();
  }
}

/** The npm script's command, as `npm run <script>` runs it, with the server's database settings. */
async function runScript(script: 'backup' | 'restore', args: string[], target: BackupTarget) {
  const root = path.resolve(here, '../../../..');
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [, ...nodeArgs] = scripts[script]!.split(/\s+/);
  const env = { ...process.env, INIT_CWD: scratch, DATABASE_URL: '', DATA_DIR: '' };
  if ('url' in target) env.DATABASE_URL = target.url;
  else env.DATA_DIR = target.dataDir;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...nodeArgs, ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let expected: Contents;

/** PGlite serves one process: the commands get the source's directory to themselves. */
async function releaseSource() {
  if (onPostgres || !sourceDb) return;
  await sourceDb.close();
  sourceDb = null;
}

beforeAll(async () => {
  if (onPostgres) {
    sourceDb = await createTestDatabase();
    source = { url: (sourceDb as Database & { url: string }).url };
  } else {
    source = { dataDir: path.join(scratch, 'source') };
    sourceDb = await openDatabase(source);
    await sourceDb.migrate();
  }
  await seedDemo(sourceDb.db);
  expected = await contentsOf(sourceDb);
}, 180_000);

afterAll(async () => {
  await sourceDb?.close();
  if (dropAfter.length > 0) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of dropAfter) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('round-trips the demo database: every table and sequence equal after restoring into an empty one', async () => {
    await releaseSource();
    const backup = await runScript('backup', [backupFile], source);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(new RegExp(`^Backed up the .* to ${backupFile} \\(\\d+\\.\\d [kM]B\\)\\.\\n$`));

    const target = await emptyTarget();
    const restored = await restoreDatabase(target, backupFile);
    expect(restored.migrationsApplied).toBe(0);
    expect(restored.tables.find((t) => t.table === 'organizations')!.rows).toBeGreaterThanOrEqual(64);

    const actual = await contentsAt(target);
    expect(Object.keys(actual).length).toBeGreaterThan(30);
    expect(actual).toEqual(expected);
  }, 180_000);

  it('refuses to restore into a database that is not empty, and changes nothing in it', async () => {
    await releaseSource();
    await expect(restoreDatabase(source, backupFile)).rejects.toThrow(/is not empty: .*restored only into an empty/);
    expect(await contentsAt(source)).toEqual(expected);
  }, 120_000);

  it('refuses a missing, damaged or foreign file with a sentence naming it, and leaves the target empty', async () => {
    const target = await emptyTarget();
    const missing = path.join(scratch, 'missing.dump');
    await expect(restoreDatabase(target, missing)).rejects.toThrow(`There is no backup file at ${missing}.`);

    const truncated = path.join(scratch, 'truncated');
    const whole = readFileSync(backupFile);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreDatabase(target, truncated)).rejects.toThrow(
      onPostgres
        ? `Could not restore ${truncated} into`
        : `${truncated} is damaged or incomplete (unexpected end of file): nothing was restored.`,
    );

    const foreign = path.join(scratch, 'notes.txt');
    writeFileSync(foreign, 'not a backup\n'.repeat(100));
    await expect(restoreDatabase(target, foreign)).rejects.toThrow(`${foreign} is not a backup made by npm run backup`);
    expect(await hasNothing(target)).toBe(true);
  }, 120_000);

  it('npm run restore prints one sentence and exits 1, without a stack, for an expected problem', async () => {
    const missing = path.join(scratch, 'nowhere.tar.gz');
    const result = await runScript('restore', ['nowhere.tar.gz'], await emptyTarget());
    expect(result).toEqual({ code: 1, stdout: '', stderr: `There is no backup file at ${missing}.\n` });
  }, 60_000);
});
