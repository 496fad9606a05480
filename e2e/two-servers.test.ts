import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { startServerProcesses } from '@portal/test-kit/server-process.ts';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { customersWithSat, sat } from './customer-api.ts';
import { columnTexts, demo, demoPassword, launch } from './fixtures.ts';

// Two server processes on one PostgreSQL, as behind a load balancer: a cap changed through one
// reaches a browser whose event stream is held by the other. Needs a PostgreSQL server.
const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let processes: Awaited<ReturnType<typeof startServerProcesses>> | undefined;
  let bases: string[] = [];
  let browser: Browser;

  beforeAll(async () => {
    process.env.TEST_DB = 'postgres';
    database = await createTestDatabase();
    await seedDemo(database.db);
    processes = await startServerProcesses(2, database.url!);
    bases = processes.bases;
    browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await processes?.stop();
    await database?.close();
  });

  async function signedIn(base: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: base, locale: 'en-GB' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/partner/login');
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByLabel('Email').fill(demo.distributor);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/partner/manage-customers');
    return page;
  }

  it('a cap set in a browser on one server shows in an open list served by the other, without a reload', async () => {
    const watching = await signedIn(bases[1]!);
    const [target] = await customersWithSat(watching, 1);
    await watching.goto(`/partner/manage-customers?search=${encodeURIComponent(target!.organizationName)}`);
    await expect.poll(() => columnTexts(watching, 1)).toEqual([target!.organizationName]);
    await watching.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const editing = await signedIn(bases[0]!);
    await editing.goto(`/partner/cap?customer=${target!.cybrOrgId}&product=standard`);
    const cap = sat(target!)!.issued + 11;
    await editing.getByRole('dialog').getByLabel('Licence cap').fill(String(cap));
    await editing.getByRole('button', { name: 'Save cap' }).click();
    await expect.poll(() => editing.getByRole('dialog').count()).toBe(0);

    await expect
      .poll(() => columnTexts(watching, 7), { timeout: 15_000 })
      .toEqual([`${sat(target!)!.issued} / ${cap}`]);
    expect(await watching.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  }, 120_000);
});
