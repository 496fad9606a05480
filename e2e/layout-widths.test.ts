import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/portal/src/i18n/locales/en.json' with { type: 'json' };
import { customers } from './customer-api.ts';
import { axeViolations, launch, newPage, signedInPage } from './fixtures.ts';
import { createAccount } from './onboarding-fixtures.ts';
import { notFoundRoutes, publicRoutes, signedInRoutes } from './routes.ts';

/**
 * The portal at the widths people use, from a small phone to a wide monitor: every control of the
 * header can be read in full, in English and in the languages whose header labels need the most room,
 * and no screen scrolls sideways on a 320px phone (docs/decisions/0001-header-at-every-width.md).
 */

// Common screens, and the narrowest width of each of the header's layouts (768, 1408 and 1840px),
// where its room is tightest.
const widths = [320, 375, 768, 1280, 1366, 1408, 1840, 1920];
const localesDir = new URL('../apps/portal/src/i18n/locales/', import.meta.url);
const languageCodes = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const strings = (code: string): typeof en =>
  code === 'en' ? en : (JSON.parse(readFileSync(new URL(`${code}.json`, localesDir), 'utf8')) as typeof en);

/**
 * Runs in the page. For a header control (`control`): what keeps it from being read in full. It must
 * be shown and lie within the viewport, and neither it nor a descendant that holds text may cut that
 * text off (a select, whose text the browser draws, must have room for its chosen option).
 * For a whole page (`page`, on its body): what scrolls sideways. The page itself must not; a box that
 * does (a wide table's) must be a named region one can focus; no link or button may be cut off by an
 * ancestor that hides its overflow, nor cut off its own text.
 */
function layoutProblems(element: Element, check: 'control' | 'page'): string[] {
  const shown = (target: Element) => target.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const name = (target: Element) =>
    `${target.tagName.toLowerCase()} '${(target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 60)}'`;
  const cutText = (target: Element): string[] => {
    const cut: string[] = [];
    for (const node of [target, ...Array.from(target.querySelectorAll('*'))]) {
      const holdsText = Array.from(node.childNodes).some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '',
      );
      const style = getComputedStyle(node);
      // An inline box has no client size (the block around it holds its text); text for screen readers only is clipped on purpose.
      if (!holdsText || node.clientWidth === 0 || style.clip !== 'auto') continue;
      const text = `'${node.textContent!.trim()}'`;
      if (node.scrollWidth > node.clientWidth)
        cut.push(`${text} needs ${node.scrollWidth} px and has ${node.clientWidth}`);
      if (node.scrollHeight > node.clientHeight && style.overflowY !== 'visible')
        cut.push(`${text} needs ${node.scrollHeight} px of height and has ${node.clientHeight}`);
    }
    if (target instanceof HTMLSelectElement) {
      const style = getComputedStyle(target);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const text = target.selectedOptions[0]?.text ?? '';
      const needs = Math.ceil(context.measureText(text).width);
      const room = target.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needs > room) cut.push(`'${text}' needs ${needs} px and has ${room}`);
    }
    return cut;
  };

  if (check === 'control') {
    if (!shown(element)) return ['is not shown'];
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return ['has no size'];
    const outside = box.left < 0 || box.right > document.documentElement.clientWidth;
    return [
      ...(outside ? [`lies at ${Math.round(box.left)}–${Math.round(box.right)} px, outside the viewport`] : []),
      ...cutText(element),
    ];
  }

  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide`);
  for (const box of Array.from(element.querySelectorAll('*'))) {
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(box.tagName)) continue;
    const { overflowX } = getComputedStyle(box);
    if ((overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth) {
      const named = box.getAttribute('aria-label') || box.getAttribute('aria-labelledby');
      if (!(box instanceof HTMLElement) || box.tabIndex < 0 || !named || box.getAttribute('role') !== 'region')
        problems.push(`${name(box)} scrolls sideways but is not a named region one can focus`);
    }
  }
  for (const control of Array.from(element.querySelectorAll('a[href], button, [role="button"], [role="link"]'))) {
    if (!shown(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // Walking out from the control: an ancestor that hides overflow must hold all of it; inside one
    // that scrolls, what matters further out is the scrolling box (the control scrolls into view).
    let span = { left: box.left, right: box.right };
    for (let ancestor = control.parentElement; ancestor && ancestor !== element; ancestor = ancestor.parentElement) {
      const { overflowX } = getComputedStyle(ancestor);
      if (overflowX === 'visible') continue;
      const limit = ancestor.getBoundingClientRect();
      if (overflowX === 'auto' || overflowX === 'scroll') {
        span = { left: limit.left, right: limit.right };
      } else if (span.left < limit.left - 0.5 || span.right > limit.right + 0.5) {
        problems.push(
          `${name(control)} is cut off by ${ancestor.tagName.toLowerCase()}.${Array.from(ancestor.classList).join('.')}`,
        );
        break;
      }
    }
    for (const cut of cutText(control)) problems.push(`${name(control)} cuts off its text: ${cut}`);
  }
  return problems;
}

let browser: Browser;
let page: Page;
let organizationName: string;
let fullName: string;
beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, 'distributor');
  const me = (await (await page.request.get('/app/baloo-router-api/api/v1/users/me')).json()) as {
    fullName: string;
    organizationData: { organizationName: string };
  };
  organizationName = me.organizationData.organizationName;
  fullName = me.fullName;
});
afterAll(() => browser.close());

/** Chooses `code` in the header's language picker (shown at a wide viewport) and waits until the header speaks it. */
async function switchLanguage(from: string, code: string): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page
    .locator('header')
    .getByRole('combobox', { name: strings(from).app.language, exact: true })
    .selectOption(code);
  await page
    .locator('header')
    .getByRole('button', { name: strings(code).app.signOut, exact: true })
    .waitFor();
}

/** At each width: every control of the header, and every item of its menus once opened, can be read in full. */
async function headerProblems(code: string): Promise<string[]> {
  const labels = strings(code).app;
  const header = page.locator('header');
  const problems: string[] = [];
  let at = '';
  const check = async (what: string, target: Locator) => {
    for (const problem of await target.evaluate(layoutProblems, 'control' as const))
      problems.push(`${at} ${what}: ${problem}`);
  };
  /** Opens a disclosure with its button, checks what it shows, and closes it again with Escape. */
  const inMenu = async (button: Locator, checkItems: () => Promise<void>) => {
    await button.click();
    await checkItems();
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  };
  const secondaryControls = async () => {
    const name = header.getByText(fullName);
    if (await name.isVisible()) await check('the user’s name', name);
    await check('the language picker', header.getByRole('combobox', { name: labels.language, exact: true }));
    await check('feedback', header.getByRole('button', { name: labels.feedback, exact: true }));
    await check('sign-out', header.getByRole('button', { name: labels.signOut, exact: true }));
  };

  for (const width of widths) {
    at = `${code} at ${width}px,`;
    await page.setViewportSize({ width, height: 800 });
    await check('the organisation name', header.getByText(organizationName, { exact: true }));
    if (!(await header.getByText(organizationName, { exact: true }).getAttribute('title')))
      problems.push(`${at} the organisation name has no title with it in full`);

    const navigation = page.getByRole('navigation', { name: labels.mainNavigation });
    const links = navigation.getByRole('link');
    const menu = header.getByRole('button', { name: labels.menu, exact: true });
    if (await menu.isVisible()) {
      await check('the menu button', menu);
      await inMenu(menu, async () => {
        await links.first().waitFor();
        for (const link of await links.all()) await check(`menu item ${await link.innerText()}`, link);
      });
    } else {
      for (const link of await links.all()) await check(`link ${await link.innerText()}`, link);
      const tops = await links.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      if (new Set(tops).size > 1) problems.push(`${at} the navigation wraps to ${new Set(tops).size} rows`);
    }

    const account = header.getByRole('button', { name: labels.account, exact: true });
    if (await account.isVisible()) {
      await check('the account button', account);
      await inMenu(account, secondaryControls);
    } else {
      await secondaryControls();
    }
  }
  return problems;
}

/**
 * Of the 12 languages, those whose header labels need the most room: the navigation's, and the
 * account controls' (each layout of the header is tightest for one or both). Each language is chosen
 * in turn where every label shows in one row at its natural width; English is chosen again after.
 */
let longest: Promise<string[]> | undefined;
const longestLanguages = () =>
  (longest ??= (async () => {
    const needs: { code: string; navigation: number; controls: number }[] = [];
    let current = 'en';
    for (const code of languageCodes) {
      await switchLanguage(current, code);
      current = code;
      await page.setViewportSize({ width: 2560, height: 900 });
      const width = (selector: string) =>
        page.evaluate(
          (within) =>
            Array.from(document.querySelectorAll(within))
              .filter((element) => element.checkVisibility())
              .reduce((sum, element) => sum + element.getBoundingClientRect().width, 0),
          selector,
        );
      needs.push({
        code,
        navigation: await width('header nav a'),
        controls: await width('header button, header select'),
      });
    }
    await switchLanguage(current, 'en');
    const widest = (part: 'navigation' | 'controls') =>
      needs.reduce((most, next) => (next[part] > most[part] ? next : most)).code;
    return [...new Set([widest('navigation'), widest('controls')])];
  })());

describe('the header', () => {
  it('shows every control in full from 320 to 1920px wide, in English', async () => {
    expect(await headerProblems('en')).toEqual([]);
  });

  it('shows every control in full from 320 to 1920px wide, in the languages whose labels need the most room', async () => {
    const problems: string[] = [];
    let current = 'en';
    try {
      for (const code of await longestLanguages()) {
        await switchLanguage(current, code);
        current = code;
        problems.push(...(await headerProblems(code)));
      }
    } finally {
      // English again for the tests after this one, also when this one fails.
      await switchLanguage(current, 'en');
    }
    expect(problems).toEqual([]);
  });

  it('keeps its menus free of accessibility violations on a 320px phone', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    const account = page.locator('header').getByRole('button', { name: strings('en').app.account, exact: true });
    await account.click();
    await page
      .locator('header')
      .getByRole('button', { name: strings('en').app.signOut, exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // Escape returns focus to the button that opened the menu.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(strings('en').app.account);
  });
});

/** Opens `path` and waits until a page heading shows and nothing on it is still loading: where it landed, or null. */
async function visit(on: Page, path: string): Promise<string | null> {
  // A full-page move (to the identity provider, say) aborts the navigation goto waits for.
  await on
    .goto(`/partner${path}`, { waitUntil: 'domcontentloaded' })
    .catch(() => on.waitForLoadState('domcontentloaded'));
  try {
    await on.locator('h1').first().waitFor({ timeout: 10_000 });
  } catch {
    return null;
  }
  await on.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  return new URL(on.url()).pathname;
}

/** Each path at 320px: what scrolls sideways on its page or cuts a control off. */
async function sidewaysOn(
  on: Page,
  paths: string[],
  who: string,
  settle?: (path: string) => Promise<void>,
): Promise<string[]> {
  await on.setViewportSize({ width: 320, height: 640 });
  const problems: string[] = [];
  for (const path of paths) {
    const landed = await visit(on, path);
    if (landed === null) {
      problems.push(`${who} ${path}: no page heading at ${on.url()}`);
      continue;
    }
    await settle?.(path);
    for (const problem of await on.locator('body').evaluate(layoutProblems, 'page' as const))
      problems.push(`${who} ${path} (at ${landed}): ${problem}`);
  }
  return problems;
}

describe('every route on a 320px phone', () => {
  it('scrolls no page sideways and cuts off no link or button, signed out and as a newcomer', async () => {
    // The sign-up screens send a signed-out visitor to sign in: the newcomer sees them.
    const signUp = publicRoutes.filter((path) => path.startsWith('/sign-up'));
    const visitor = await newPage(browser);
    const problems = await sidewaysOn(
      visitor,
      [...publicRoutes.filter((path) => !signUp.includes(path)), ...notFoundRoutes],
      'signed out',
    );
    await visitor.context().close();

    // Someone signed in who has no organisation yet sees the sign-up screens.
    const newcomer = await newPage(browser);
    await createAccount(newcomer, 'Layout Widths AS');
    await newcomer.waitForURL('**/partner/sign-up');
    problems.push(...(await sidewaysOn(newcomer, signUp, 'newcomer')));
    await newcomer.context().close();
    expect(problems).toEqual([]);
  });

  it('scrolls no page sideways and cuts off no link or button, as the distributor', async () => {
    // A customer with insider-threat detection, whose page has every section.
    const { data } = await customers(page, '?customersOnly=true&to=100');
    const detailed = data.find((org) =>
      org.licenses.some((licence) => licence.productType === 'insider-threat-detection' && licence.active),
    )!;
    const detailPath = `/manage-customers/${detailed.cybrOrgId}`;
    // Beside spec §2's routes, the portal's own: the audit log, billing, and a customer's page.
    const paths = [...signedInRoutes, '/audit-log', '/settings/billing', detailPath];
    const problems = await sidewaysOn(page, paths, 'distributor', async (path) => {
      if (path !== detailPath) return;
      // Its sections load beside the page.
      await page.getByRole('region', { name: 'Security awareness', exact: true }).waitFor();
      await page.getByRole('region', { name: 'Insider threat', exact: true }).waitFor();
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    });
    expect(problems).toEqual([]);
  });
});
