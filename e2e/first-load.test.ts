import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnTexts, launch, newPage, unstyledMantineClasses, signedInPage } from './fixtures.ts';
import { printTransfers, recordTransfers, totalBytes, type Transfer } from './network-transfer.ts';

// Budgets in kB of 1,000 bytes, as DevTools shows them: what crosses the network (compressed).
const loginBudget = 150_000;
const customersBudget = 190_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The encodings of the entry script named by index.html and of the largest script (the shell). */
async function mainScriptEncodings(page: Page, transfers: Transfer[]): Promise<(string | undefined)[]> {
  const src = await page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'));
  const entry = transfers.find((t) => src && new URL(t.url).pathname === src);
  const largest = transfers.filter((t) => t.kind === 'js').sort((a, b) => b.bytes - a.bytes)[0];
  return [entry?.contentEncoding, largest?.contentEncoding];
}

describe('first load of the portal on a cold cache', () => {
  it('the sign-in page, in a fresh browser context, transfers at most 150 kB of JS and CSS, brotli-compressed', async () => {
    const page = await newPage(browser);
    const recording = await recordTransfers(page);
    await page.goto('/partner/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in with Microsoft' }).count()).toBe(1);
    await recording.settled();
    const transfers = recording.transfers();
    printTransfers('/partner/login, cold cache', transfers);

    expect(await mainScriptEncodings(page, transfers)).toEqual(['br', 'br']);
    expect(transfers.filter((t) => /sentry/i.test(t.url))).toEqual([]);
    expect(await unstyledMantineClasses(page)).toEqual([]);
    expect(totalBytes(transfers)).toBeLessThanOrEqual(loginBudget);
    await page.context().close();
  });

  it('the customer list, opened in a new tab with the HTTP cache cleared after signing in, transfers at most 190 kB of JS and CSS', async () => {
    const signIn = await signedInPage(browser, 'distributor');

    const page = await signIn.context().newPage();
    const recording = await recordTransfers(page);
    await page.goto('/partner/manage-customers');
    await expect.poll(() => columnTexts(page, 1)).toHaveLength(25);
    await recording.settled();
    const transfers = recording.transfers();
    printTransfers('/partner/manage-customers, signed in, cold cache', transfers);

    expect(await mainScriptEncodings(page, transfers)).toEqual(['br', 'br']);
    expect(transfers.filter((t) => /sentry/i.test(t.url))).toEqual([]);
    expect(await unstyledMantineClasses(page)).toEqual([]);
    expect(totalBytes(transfers)).toBeLessThanOrEqual(customersBudget);
    await page.context().close();
  });
});
