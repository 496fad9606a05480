import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnTexts, expectNoAxeViolations, launch, newPage, signInAs } from './fixtures.ts';

let browser: Browser;
let page: Page;
const warnings: string[] = [];
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await signInAs(page, 'distributor');
  await page.waitForURL('**/partner/manage-customers');
});
afterAll(() => browser.close());

describe('the main layout', () => {
  it('loads without a missing-HydrateFallback warning or a missing favicon, and names the tab', async () => {
    await page.goto('/partner/manage-customers');
    await expect.poll(() => columnTexts(page, 1)).toHaveLength(25);
    expect(warnings.filter((w) => /HydrateFallback|favicon|404/.test(w))).toEqual([]);
    expect(await page.title()).toBe('Customers · Partner portal');
    expect((await page.request.get('/favicon.ico')).headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('on a 360px phone, fits the header and opens the navigation and the account controls as menus from the keyboard', async () => {
    const pending = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Pending', exact: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/partner/manage-customers');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.evaluate(() => document.querySelector('header')!.scrollWidth <= window.innerWidth)).toBe(true);
    const account = page.getByRole('button', { name: 'Account', exact: true });
    const signOut = page.getByRole('button', { name: 'Sign out' });
    expect(await signOut.isVisible()).toBe(false);
    await account.focus();
    await page.keyboard.press('Enter');
    await signOut.waitFor();
    // Opening the navigation's menu closes the account's.
    await menu.click();
    await signOut.waitFor({ state: 'hidden' });
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await pending.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await pending.waitFor({ state: 'visible' });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    await menu.click();
    await pending.click();
    await page.waitForURL('**/partner/pending');
    // Following a link closes the menu.
    await pending.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('the customer list', () => {
  it('applies the status picker as soon as it changes, and clears it again', async () => {
    await page.goto('/partner/manage-customers');
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await page.waitForURL(/filter=pending/);
    await expect.poll(async () => new Set(await columnTexts(page, 2))).toEqual(new Set(['Pending']));
    await page.getByRole('link', { name: 'Clear search and filter' }).click();
    await page.waitForURL((url) => !url.search.includes('filter'));
  });

  it('sorts by country on the server, and names countries in the page language', async () => {
    await page.goto('/partner/manage-customers?sortBy=country&order=desc');
    await expect.poll(() => columnTexts(page, 5)).toHaveLength(25);
    const header = page.getByRole('columnheader', { name: /Country/ });
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await page.getByLabel('Language').first().selectOption('de');
    await expect.poll(() => columnTexts(page, 5)).toContain('Norwegen');
    await expect.poll(() => page.title()).toMatch(/^Kunden · /);
    await page.getByLabel('Sprache').first().selectOption('en');
  });

  it('goes to the last page when asked for a page past the end', async () => {
    await page.goto('/partner/manage-customers?page=99');
    await page.waitForURL(/page=3$/);
    await expect.poll(() => page.getByText(/^51–\d+ of \d+$/).count()).toBe(1);
  });
});

describe('feedback', () => {
  it('asks for a score before sending, then sends it from the keyboard', async () => {
    await page.goto('/partner/manage-customers');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('What should we keep or change?').fill('The list is quick.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Choose a score from 0 to 10').waitFor();
    await dialog.getByRole('radio', { name: '9' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').filter({ hasText: 'Thank you! Your feedback was sent.' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });
});
