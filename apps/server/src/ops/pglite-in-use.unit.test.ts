import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { backupDatabase } from './backup.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-in-use-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// PGlite serves one process and takes no lock: a backup taken while a server has the directory open
// would copy pages mid-write, so the command refuses, naming the process.
it('refuses to back up an embedded database another PGlite has open', async () => {
  const dataDir = path.join(scratch, 'open');
  const file = path.join(scratch, 'backup.tar.gz');
  const database = await openDatabase({ dataDir });
  try {
    await expect(backupDatabase({ dataDir }, file)).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by process ${process.pid}`,
    );
    expect(existsSync(file)).toBe(false);
  } finally {
    await database.close();
  }
});
