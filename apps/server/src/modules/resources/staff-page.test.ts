import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { desc, eq } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { auditLog, resources } from '../../db/schema.ts';
import { sessionCookie } from '../../auth/sessions.ts';
import { listeningTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let base: string;
let browser: Browser;
let files: string;
beforeAll(async () => {
  const listening = await listeningTestApp();
  t = listening;
  base = listening.base;
  files = await mkdtemp(path.join(tmpdir(), 'resources-'));
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t.close();
});

async function staffPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: sessionCookie, value: (await t.cookieFor('staff')).split('=')[1]!, url: base }]);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/platform/resources');
  return page;
}

const byTitle = async (title: string) => (await t.database.db.select().from(resources).where(eq(resources.title, title)))[0];

describe('/platform/resources', () => {
  it('is found from the staff page; staff add a file through the form, and it is stored and audited', async () => {
    const page = await staffPage();
    await page.goto('/platform');
    await page.getByRole('link', { name: "Manage the partners' resource library" }).click();
    await page.getByRole('heading', { name: 'Resource library', level: 1 }).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(10);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    const pdf = path.join(files, 'Kundenleitfaden.pdf');
    await writeFile(pdf, '%PDF-1.4\n% a tiny test file\n%%EOF\n');
    await page.getByLabel('Title').fill('Kundenleitfaden 2027');
    await page.getByLabel('Description').fill('Für neue Kunden');
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('Kind').selectOption('onboarding');
    await page.getByLabel('File').setInputFiles(pdf);
    await page.getByRole('button', { name: 'Add resource' }).click();
    await page.getByText('The resource was added to the library.').waitFor();
    await page.getByRole('cell', { name: 'Kundenleitfaden 2027', exact: true }).waitFor();

    const stored = await byTitle('Kundenleitfaden 2027');
    expect(stored).toMatchObject({ language: 'de', kind: 'onboarding', fileName: 'Kundenleitfaden.pdf', description: 'Für neue Kunden' });
    expect(stored!.content.toString()).toContain('a tiny test file');
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'resource.added', target: stored!.resourceId });
  });

  it('shows a refusal at the field it names, and adds nothing', async () => {
    const page = await staffPage();
    const fake = path.join(files, 'not-really.pdf');
    await writeFile(fake, '<html>not a pdf</html>');
    await page.getByLabel('Title').fill('Fake');
    await page.getByLabel('File').setInputFiles(fake);
    await page.getByRole('button', { name: 'Add resource' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/does not match its type/);
    expect(await page.getByLabel('File').getAttribute('aria-invalid')).toBe('true');
    expect(await byTitle('Fake')).toBeUndefined();
  });

  it('removes a resource after confirmation', async () => {
    const page = await staffPage();
    await page.getByRole('button', { name: 'Remove Kundenleitfaden 2027' }).click();
    await page.getByText('The resource was removed from the library.').waitFor();
    expect(await byTitle('Kundenleitfaden 2027')).toBeUndefined();
    expect(await page.getByRole('cell', { name: 'Kundenleitfaden 2027', exact: true }).count()).toBe(0);
  });

  it('is not shown to a partner or without a session', async () => {
    const partner = await t.app.inject({ url: '/platform/resources', headers: { cookie: await t.cookieFor('distributor') } });
    expect(partner.statusCode).toBe(403);
    expect(partner.body).not.toContain('Partner sales playbook');
    expect((await t.app.inject({ url: '/platform/resources' })).statusCode).toBe(403);
  });
});
