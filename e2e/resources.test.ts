import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launch,
  mainNavigation,
  signedInPage,
  unstyledMantineClasses,
} from './fixtures.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, 'distributor');
});
afterAll(() => browser.close());

const titles = () => page.locator('table tbody tr td:nth-child(1) p:first-child').allInnerTexts();
const library = () => page.getByRole('table', { name: 'Resource library' });

describe('/resources', () => {
  it("opens from the main navigation on the person's own language, and searches with a way to clear the search", async () => {
    await (await mainNavigation(page)).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    expect(await page.getByLabel('Resource language').inputValue()).toBe('en');
    await expect
      .poll(titles)
      .toEqual(['Partner sales playbook', 'Customer onboarding checklist', 'Insider-threat detection: data sources']);

    await page.getByLabel('Search', { exact: true }).fill('playbook');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.waitForURL(/search=playbook/);
    await expect.poll(titles).toEqual(['Partner sales playbook']);
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(titles).toHaveLength(3);
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('');
  });

  it('filters by language and kind as soon as one is chosen, and shows every language on request', async () => {
    await page.getByLabel('Resource language').selectOption('de');
    await page.waitForURL(/language=de/);
    await expect.poll(titles).toEqual(['Onboarding-Leitfaden für Kunden']);
    await page.getByLabel('Resource language').selectOption('all');
    await expect.poll(async () => (await titles()).length).toBe(9);
    await page.getByText('9 resources').waitFor();
    await page.getByLabel('Kind').selectOption('sales');
    await expect
      .poll(titles)
      .toEqual(['Partner sales playbook', 'Salgsguide for partnere', 'Przewodnik sprzedaży dla partnerów']);
    await page.getByLabel('Sort by').selectOption('title');
    await page.waitForURL(/sort=title/);
    const byTitle = ['Partner sales playbook', 'Przewodnik sprzedaży dla partnerów', 'Salgsguide for partnere'];
    await expect.poll(titles).toEqual(byTitle);
    // The URL holds the view: a reload shows the same.
    await page.reload();
    await expect.poll(titles).toEqual(byTitle);
    expect(await page.getByLabel('Kind').inputValue()).toBe('sales');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('title');
    await expectNoAxeViolations(page);
  });

  it('downloads a file under its own name, with the stored bytes', async () => {
    const link = library().getByRole('link', { name: 'Download Salgsguide for partnere' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('salgsguide-partnere.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says when nothing matches, and when a language has nothing yet, with the way back', async () => {
    await page.goto('/partner/resources?language=all&search=no-such-material');
    await page.getByText('No resources match your search and filters.').waitFor();
    expect(await library().count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect.poll(async () => (await titles()).length).toBe(9);

    await page.goto('/partner/resources?language=it');
    await page.getByText('There are no resources in Italian yet.').waitFor();
    await page.getByRole('link', { name: 'Show all languages' }).click();
    await expect.poll(async () => (await titles()).length).toBe(9);

    // A page past the end (the library shrank since the link was made) leads back to the first.
    await page.goto('/partner/resources?language=all&page=7');
    await page.getByRole('link', { name: 'Back to the first page' }).click();
    await expect.poll(async () => (await titles()).length).toBe(9);
  });

  it('starts a German-speaking partner on German material, in German', async () => {
    const german = await signedInPage(browser, 'reseller');
    await german.goto('/partner/resources');
    await german.getByRole('heading', { name: 'Ressourcen', level: 1 }).waitFor();
    expect(await german.getByLabel('Sprache der Ressource').inputValue()).toBe('de');
    expect(await german.locator('table tbody tr td:nth-child(1) p:first-child').allInnerTexts()).toEqual([
      'Onboarding-Leitfaden für Kunden',
    ]);
    await expectNoAxeViolations(german);
    await german.close();
  });

  it('says when the library cannot be loaded, and loads it again on request', async () => {
    let failing = true;
    await page.route('**/api/v1/resources?**', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'down', requestId: 'x' } })
        : route.continue(),
    );
    await page.goto('/partner/resources');
    await page
      .getByRole('alert')
      .getByText('The resource library could not be loaded. Try again in a moment.')
      .waitFor();
    await expectNoAxeViolations(page);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(async () => (await titles()).length).toBe(3);
    await page.unroute('**/api/v1/resources?**');
  });

  it('refuses a partner that tries to add a resource', async () => {
    const response = await page.request.post('/app/baloo-router-api/api/v1/platform/resources', {
      headers: { origin: baseUrl() },
      data: {
        title: 'Not mine to add',
        language: 'en',
        kind: 'sales',
        fileName: 'x.pdf',
        content: Buffer.from('%PDF-1.4').toString('base64'),
      },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).code).toBe('FORBIDDEN');
  });
});
