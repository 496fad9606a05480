import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { organizations, users } from '../db/schema.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database in a data directory', () => {
  it('keeps seeded data across a restart and is not seeded twice', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await seedDemo(first.db);
    const [before] = await first.db.select({ n: count() }).from(organizations);
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    expect(await isDatabaseEmpty(second.db)).toBe(false);
    const [after] = await second.db.select({ n: count() }).from(organizations);
    const [people] = await second.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    expect(before!.n).toBeGreaterThanOrEqual(64);
    expect(people!.n).toBeGreaterThan(64);
    await second.close();
  });
});
