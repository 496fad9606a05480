import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  columnTexts,
  expectNoAxeViolations,
  launch,
  mainNavigation,
  newPage,
  signInAs,
  signedInPage,
} from './fixtures.ts';
import { connectAs, createAccount } from './onboarding-fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const alert = (page: Page) => page.getByRole('alert').first().innerText();

describe('a stranger becomes a distributor through the screens', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser);
  });
  afterAll(() => page.context().close());

  it('creates an account at the identity provider and connects its organisation', async () => {
    // Every screen on the way, the identity provider's included, is checked for accessibility.
    await createAccount(page, 'Fjord Security Distribution AS', true);
    await connectAs(page, 'Distributor', true);
    await page.waitForURL('**/partner/sign-up/distributor/select-currency');
    await page.getByRole('heading', { name: 'Choose your currency' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('is proposed the currency of its country, and chooses it', async () => {
    await expect.poll(() => page.getByLabel(/^NOK/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/partner/sign-up/distributor/terms-of-service');
  });

  it('must accept the terms to go on', async () => {
    await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect.poll(() => page.getByText('Accept the terms of service to continue.').isVisible()).toBe(true);
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.waitForURL('**/partner/billing');
  });

  it('gives billing details, correcting one the form refuses', async () => {
    await page.getByRole('heading', { name: 'Billing details' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Street address').fill('Strandgata 1');
    await page.getByLabel('Postal code').fill('5004');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => page.getByText('City or state is required').isVisible()).toBe(true);
    await page.getByLabel('City or state').fill('Bergen');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/partner/welcome');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome, Fjord Security Distribution AS' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  it('finds its own customer list empty', async () => {
    await (await mainNavigation(page)).getByRole('link', { name: 'Customers', exact: true }).click();
    await page.waitForURL('**/partner/manage-customers');
    expect(await columnTexts(page, 1)).toEqual([]);
  });
});

describe('a stranger becomes the demo distributor’s reseller with an access code', () => {
  let code: string;

  it('gets a code the demo distributor issues on its welcome page', async () => {
    const page = await signedInPage(browser, 'distributor');
    await page.goto('/partner/welcome');
    await page.getByRole('heading', { name: 'Access codes for resellers' }).waitFor();
    await page.getByLabel('Licences').fill('15');
    await page.getByRole('button', { name: 'Issue code' }).click();
    code = (await page.getByRole('status').locator('code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('is refused an expired code with its reason, then redeems the good one', async () => {
    const page = await newPage(browser);
    await createAccount(page, 'Lofoten IT Partner AS');
    await connectAs(page, 'Reseller');
    await page.waitForURL('**/partner/sign-up/reseller/access-code');
    await page.getByLabel('Access code').fill('demo-expd-code');
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect.poll(() => alert(page)).toContain('This code has expired');
    await page.getByLabel('Access code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByRole('button', { name: 'Redeem code and continue' }).click();
    await page.waitForURL('**/partner/sign-up/reseller/terms-of-service');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.waitForURL('**/partner/welcome');
    await page.context().close();
  });

  it('appears in the distributor’s list as its reseller', async () => {
    const page = await signedInPage(browser, 'distributor');
    await page.goto('/partner/manage-customers?search=Lofoten');
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Lofoten IT Partner AS']);
    await page.context().close();
  });
});

describe('people who cannot sign up here', () => {
  it("sends a customer organisation's admin who tries to sign up as a partner to the page that explains it", async () => {
    const page = await newPage(browser);
    await signInAs(page, 'customer');
    await page.waitForURL('**/platform**');
    await page.goto('/partner/sign-up');
    await page.waitForURL('**/partner/login/customer-trying-partner-sync');
    // The page speaks the signed-in admin's language (their organisation's default).
    await page.locator('h1').waitFor();
    const tag = await page.evaluate(() => document.documentElement.lang);
    const code = ({ nb: 'no', sv: 'sw', pt: 'br' } as Record<string, string>)[tag] ?? tag;
    const { customerSync } = (
      await import(`../apps/portal/src/i18n/features/customer-sync/${code}.json`, { with: { type: 'json' } })
    ).default as { customerSync: { title: string } };
    await page.getByRole('heading', { name: customerSync.title }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('explains the same to a signed-out visitor of that page, which is public, and offers to sign in', async () => {
    const page = await newPage(browser);
    await page.goto('/partner/login/customer-trying-partner-sync');
    await page.getByRole('heading', { name: 'This is a customer organisation' }).waitFor();
    await page.getByText('cannot also sign up as a partner').waitFor();
    expect(new URL(page.url()).pathname).toBe('/partner/login/customer-trying-partner-sync');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign in with a partner account' }).click();
    await page.waitForURL('**/partner/login');
    await page.context().close();
  });

  it('shows the popup errors, and turns a login page opened as a popup into the popup error', async () => {
    const page = await newPage(browser);
    await page.goto('/partner/login-popup?missing-permissions=true');
    await expect.poll(() => alert(page)).toContain('did not grant the permissions');
    await page.goto('/partner/login-popup?error=true');
    await expect.poll(() => alert(page)).toContain('Close this window and try again');
    await expectNoAxeViolations(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => void window.open('/partner/login', 'portal-sign-in')),
    ]);
    await popup.waitForURL('**/partner/login-popup?error=true');
    await page.context().close();
  });
});
