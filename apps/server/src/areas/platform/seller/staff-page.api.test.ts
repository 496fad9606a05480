import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@portal/test-kit/chromium.ts';
import { sellerDetails, users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { sessionCookie } from '../../../auth/sessions.ts';
import { listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { axeViolations } from '@portal/test-kit/axe.ts';

let t: TestApp;
let base: string;
let browser: Browser;
beforeAll(async () => {
  const listening = await listeningTestApp({ SELLER_BIC: 'DNBANOKK' });
  t = listening;
  base = listening.base;
  browser = await launchChromium();
  await t.database.db.delete(sellerDetails);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t.close();
});

async function staffPage(width = 1024): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 800 } });
  await context.addCookies([{ name: sessionCookie, value: (await t.cookieFor('staff')).split('=')[1]!, url: base }]);
  const page = await context.newPage();
  await page.goto('/platform');
  await page.getByRole('link', { name: 'Seller details on invoices' }).click();
  await page.getByRole('heading', { name: 'Seller details', level: 1 }).waitFor();
  return page;
}

describe('/platform/seller-details', () => {
  it('tells staff which details keep invoices from being issued, fits 320 px and passes axe', async () => {
    const page = await staffPage(320);
    expect(await page.getByRole('alert').first().innerText()).toContain(
      'No invoices are issued until these details are filled in:',
    );
    expect(await page.locator('.missing li').allInnerTexts()).toEqual([
      'Legal name',
      'Address',
      'Postal code',
      'City',
      'Country',
      'Organisation number',
      'VAT number',
      'Bank account number',
      'IBAN',
    ]);
    expect(await page.getByLabel('BIC').isDisabled()).toBe(true);
    expect(await page.locator('#bic-hint').innerText()).toBe('Set by SELLER_BIC on the server');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('saves the details from the keyboard, and shows a refusal at its field', async () => {
    const page = await staffPage();
    const values: [string, string][] = [
      ['Legal name', 'Platform Operations AS'],
      ['Address', 'Dronning Eufemias gate 16'],
      ['Postal code', '0191'],
      ['City', 'Oslo'],
      ['Organisation number', '923609016'],
      ['VAT number', 'NO923609016MVA'],
      ['Bank account number', '1503.12.34562'],
      ['IBAN', 'NO72 1503 1234 563'],
    ];
    for (const [label, value] of values) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Country').selectOption('NO');
    await page.getByLabel('IBAN').press('Enter');
    await expect
      .poll(() => page.locator('#seller-problem').innerText())
      .toBe('Must be a valid IBAN (its check digits do not match)');
    expect(await page.getByLabel('IBAN').getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await page.getByText("The seller's details were saved.").waitFor();
    expect(await page.getByText('All required details are filled in: invoices are issued with them.').count()).toBe(1);
    const [row] = await t.database.db.select().from(sellerDetails);
    expect(row!.details).toMatchObject({ legalName: 'Platform Operations AS', country: 'NO', iban: 'NO7215031234562' });
    expect(row!.details).not.toHaveProperty('bic');
  });

  it("speaks the staff member's language", async () => {
    await t.database.db.update(users).set({ languageCode: 'no' }).where(eq(users.email, demoAccounts.staff.email));
    const response = await t.app.inject({
      url: '/platform/seller-details',
      headers: { cookie: await t.cookieFor('staff') },
    });
    expect(response.body).toContain('<h1>Selgeropplysninger</h1>');
    expect(response.body).toContain('<option value="NO" selected>Norge</option>');
  });
});
