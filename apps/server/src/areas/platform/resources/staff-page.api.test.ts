import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@portal/test-kit/chromium.ts';
import { auditLog, resources, users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { sessionCookie } from '../../../auth/sessions.ts';
import { listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { axeViolations } from '@portal/test-kit/axe.ts';

let t: TestApp;
let base: string;
let browser: Browser;
let files: string;
beforeAll(async () => {
  const listening = await listeningTestApp();
  t = listening;
  base = listening.base;
  files = await mkdtemp(path.join(tmpdir(), 'resources-'));
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t.close();
});

async function staffPage({ acceptDialogs = true } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: sessionCookie, value: (await t.cookieFor('staff')).split('=')[1]!, url: base }]);
  const page = await context.newPage();
  if (acceptDialogs) page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/platform/resources');
  return page;
}

/** The staff member's own language, which the page speaks to them. */
async function staffSpeaks(languageCode: string) {
  await t.database.db.update(users).set({ languageCode }).where(eq(users.email, demoAccounts.staff.email));
}

const byTitle = async (title: string) =>
  (await t.database.db.select().from(resources).where(eq(resources.title, title)))[0];

describe('/platform/resources', () => {
  it('speaks English to English-speaking staff, down to the script’s messages', async () => {
    const page = await staffPage();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('Resource library · Platform staff');
    expect(await page.getByRole('table').getByRole('columnheader').allInnerTexts()).toEqual([
      'Title',
      'Language',
      'Kind',
      'File',
      'Added',
      'Action',
    ]);
    expect(await page.getByLabel('Kind', { exact: true }).locator('option').allInnerTexts()).toEqual([
      'Sales',
      'Onboarding',
      'Marketing',
      'Technical',
    ]);
    expect(await page.locator('#file-hint').innerText()).toMatch(/^At most 5 MB: \.pdf, \.png/);
    expect(await page.getByRole('table').getAttribute('data-confirm-remove')).toBe(
      'Remove “{{title}}” from the library? Partners can no longer download it.',
    );
    await page.getByRole('button', { name: 'Add resource' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Choose a file');
  });

  it('is found from the staff page; staff add a file through the form, and it is stored and audited', async () => {
    const page = await staffPage();
    await page.goto('/platform');
    await page.getByRole('link', { name: "Manage the partners' resource library" }).click();
    await page.getByRole('heading', { name: 'Resource library', level: 1 }).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(10);
    expect(await axeViolations(page)).toEqual([]);

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
    expect(stored).toMatchObject({
      language: 'de',
      kind: 'onboarding',
      fileName: 'Kundenleitfaden.pdf',
      description: 'Für neue Kunden',
    });
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
    const partner = await t.app.inject({
      url: '/platform/resources',
      headers: { cookie: await t.cookieFor('distributor') },
    });
    expect(partner.statusCode).toBe(403);
    expect(partner.body).not.toContain('Partner sales playbook');
    expect((await t.app.inject({ url: '/platform/resources' })).statusCode).toBe(403);
  });

  it('speaks German to German-speaking staff: headings, form, table, the script’s messages and the confirmation', async () => {
    await staffSpeaks('de');
    try {
      const page = await staffPage({ acceptDialogs: false });
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.title()).toBe('Ressourcenbibliothek · Plattform-Team');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Ressourcenbibliothek');
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
        'Ressource hinzufügen',
        'In der Bibliothek',
      ]);
      expect(await page.getByRole('link', { name: 'Zurück zur Seite des Plattform-Teams' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const table = page.getByRole('table');
      expect(await table.locator('caption').innerText()).toMatch(/^Ressourcen in der Bibliothek: \d+$/);
      expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
        'Titel',
        'Sprache',
        'Art',
        'Datei',
        'Hinzugefügt',
        'Aktion',
      ]);
      expect(await page.getByLabel('Art', { exact: true }).locator('option').allInnerTexts()).toEqual([
        'Vertrieb',
        'Onboarding',
        'Marketing',
        'Technik',
      ]);
      expect(await page.getByLabel('Sprache', { exact: true }).locator('option[value=de]').innerText()).toBe('Deutsch');
      for (const label of ['Titel', 'Beschreibung', 'Datei'])
        expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
      expect(await page.locator('#file-hint').innerText()).toMatch(/^Höchstens 5 MB: \.pdf, \.png/);
      expect(await page.locator('#resource-problem').getAttribute('data-failed')).toBe(
        'Die Anfrage ist fehlgeschlagen',
      );

      await page.getByRole('button', { name: 'Ressource hinzufügen' }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wählen Sie eine Datei aus');

      // The confirmation in German, with the title filled in; dismissed, so nothing is removed.
      const title = (await page.locator('button[data-remove]').first().getAttribute('data-title'))!;
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await page.getByRole('button', { name: `${title} entfernen`, exact: true }).click();
      expect(await asked).toBe(
        `„${title}“ aus der Bibliothek entfernen? Partner können die Ressource dann nicht mehr herunterladen.`,
      );
      expect(await byTitle(title)).toBeDefined();

      await page.goto('/platform/resources?done=added');
      expect(await page.getByRole('status').innerText()).toBe('Die Ressource wurde der Bibliothek hinzugefügt.');
      await page.context().close();
    } finally {
      await staffSpeaks('en');
    }
  });

  it('tells a German-speaking visitor in German that the page is not theirs', async () => {
    const response = await t.app.inject({
      url: '/platform/resources',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('<h1>Nur das Plattform-Team verwaltet die Ressourcenbibliothek</h1>');
    expect(response.body).toContain('>Beim Partnerportal anmelden</a>');
    const english = await t.app.inject({ url: '/platform/resources' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Only platform staff manage the resource library</h1>');
  });
});
