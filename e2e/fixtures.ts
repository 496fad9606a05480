import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { axeViolations } from '@portal/test-kit/axe.ts';
import { launchChromium } from '@portal/test-kit/chromium.ts';

export { axeViolations };

export const baseUrl = () => inject('baseUrl');

export const demo = {
  distributor: 'distributor@portal.example',
  reseller: 'reseller@portal.example',
  /** A reseller whose pricing is hidden (hidePricing). */
  reseller2: 'reseller2@portal.example',
  customer: 'customer@portal.example',
} as const;
export const demoPassword = 'portal-demo';

export const launch = (): Promise<Browser> => launchChromium();

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-GB' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Signs in the way a person does: the portal's button, then the identity provider's form. */
export async function signInAs(page: Page, account: keyof typeof demo): Promise<void> {
  await page.goto('/partner/login');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.getByLabel('Email').fill(demo[account]);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

export async function columnTexts(page: Page, column: number): Promise<string[]> {
  return page.locator(`table tbody tr td:nth-child(${column})`).allInnerTexts();
}

/**
 * Mantine's styles are imported per component where each is used; a component whose styles were
 * left out renders unstyled. Every Mantine class (m_…) on the page must have a rule in a loaded sheet.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !selectors.some((selector) => selector.includes(`.${name}`))).sort();
  });
}

/** A new page signed in as `account`, once the portal has landed on the customer list. */
export async function signedInPage(browser: Browser, account: keyof typeof demo): Promise<Page> {
  const page = await newPage(browser);
  await signInAs(page, account);
  await page.waitForURL('**/partner/manage-customers');
  return page;
}

/**
 * The main navigation as a person reaches it at the page's width: its row, or, where the row does
 * not fit, the list the menu button opens (docs/decisions/0001-header-at-every-width.md).
 */
export async function mainNavigation(page: Page): Promise<Locator> {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await navigation.or(menu).first().waitFor();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  return navigation;
}
