import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, columnTexts, launch, signInAs } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('a browser that blocks storage', () => {
  it('still signs a partner in and shows the customer list in their language', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-GB' });
    // What privacy settings and some embedded browsers do: touching either storage throws.
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
          },
        });
      }
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAs(page, 'reseller');
    await page.waitForURL('**/partner/manage-customers');
    // The demo reseller admin speaks German.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Kunden');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => columnTexts(page, 1)).not.toHaveLength(0);
    // Choosing a language cannot be remembered, but it still applies.
    await page.getByLabel('Sprache').first().selectOption('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Customers');
    expect(errors).toEqual([]);
    await context.close();
  });
});
