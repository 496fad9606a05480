import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../apps/portal/src/i18n/locales/de.json' with { type: 'json' };
import en from '../apps/portal/src/i18n/locales/en.json' with { type: 'json' };
import no from '../apps/portal/src/i18n/locales/no.json' with { type: 'json' };
import { axeViolations, launch, newPage, signInAs } from './fixtures.ts';
import { notFoundRoutes, publicRoutes, signedInRoutes } from './routes.ts';

/**
 * Every route of spec §2, as each kind of person, in three languages: no route the spec names shows
 * the not-found page, no screen has an accessibility violation, and in German and Norwegian no
 * visible text is an English core string that those languages translate.
 */

type Language = 'en' | 'de' | 'no';
const featuresDir = new URL('../apps/portal/src/i18n/features/', import.meta.url);
/** The core strings and every feature's strings (the screens load them with their routes). */
const allStrings = (language: Language, coreStrings: object): Record<string, unknown> =>
  Object.assign(
    { ...coreStrings },
    ...readdirSync(featuresDir).map(
      (feature) => JSON.parse(readFileSync(new URL(`${feature}/${language}.json`, featuresDir), 'utf8')) as object,
    ),
  );
const core = { en, de, no } as const;
const everyString = { en: allStrings('en', en), de: allStrings('de', de), no: allStrings('no', no) };

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    strings(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** English strings that `language` writes differently (without placeholders, which never show as such). */
function untranslatedEnglish(language: Language): Set<string> {
  const translated = new Map(strings(everyString[language]));
  return new Set(
    strings(everyString.en)
      .filter(
        ([key, text]) => !text.includes('{{') && translated.get(key) !== undefined && translated.get(key) !== text,
      )
      .map(([, text]) => text),
  );
}

const notFoundTitle = (language: Language) => core[language].errors.notFoundTitle;

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent && parent.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        found.push(text);
    }
    return found;
  });
}

/** Opens `path` and waits until a page heading is shown (the first load's fallback has none): its text, or null. */
async function open(page: Page, path: string): Promise<string | null> {
  // A full-page move (a customer admin to /platform) aborts the navigation goto waits for.
  await page
    .goto(`/partner${path}`, { waitUntil: 'domcontentloaded' })
    .catch(() => page.waitForLoadState('domcontentloaded'));
  const heading = page.locator('h1').first();
  try {
    await heading.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return null;
  }
  return heading.innerText();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// One signed-in page per person, reused for all three languages; each person runs beside the others.
// Axe runs on every screen a person lands on, once, in one language (the screens are the same in
// each); the language checks run in all three.
const people = [
  { account: 'distributor', axeIn: 'en' },
  { account: 'reseller', axeIn: 'de' },
  { account: 'customer', axeIn: 'no' },
] as const;

// 87 full page loads and up to 29 axe checks for each person, three people at once: close to four
// minutes on a slow 2-core machine, so the limit is set to catch a hang, not a slow machine.
const timeoutMs = 480_000;

describe.concurrent('every route of spec §2', () => {
  it.each(people)(
    'as the $account, in en, de and no',
    async ({ account, axeIn }) => {
      const page = await newPage(browser);
      await signInAs(page, account);
      // Where sign-in lands: a partner in the portal; a customer's admin is then sent on to /platform
      // by a full-page replace, which must be over before the page is used.
      const landing = account === 'customer' ? /^\/platform/ : /^\/partner\/(?!login)/;
      await page.waitForURL((url) => landing.test(url.pathname));
      const problems: string[] = [];
      if (account === 'reseller') {
        // Without a choice of their own, a German reseller's not-found page is German too (the
        // account's language), also on a fresh load of the page.
        await open(page, '/manage-customers');
        // The account's language is known (and remembered) once users/me has answered: the page is German.
        await page.waitForFunction(() => document.documentElement.lang === 'de');
        const heading = await open(page, '/no-such-page');
        if (heading !== notFoundTitle('de'))
          problems.push(`reseller: not-found page before any language choice reads '${heading}'`);
      }
      const checked = new Set<string>();
      for (const language of ['en', 'de', 'no'] as const) {
        await page.evaluate((code) => localStorage.setItem('portal-language', code), language);
        const english = language === 'en' ? new Set<string>() : untranslatedEnglish(language);
        const routes = [...publicRoutes, ...signedInRoutes, ...notFoundRoutes];
        for (const path of routes) {
          const where = `${account} ${language} ${path}`;
          const heading = await open(page, path);
          const url = new URL(page.url());
          if (heading === null) {
            problems.push(`${where}: no page heading at ${url.pathname}${url.search}`);
            continue;
          }
          if (notFoundRoutes.includes(path)) {
            // The not-found page speaks the person's language.
            if (heading !== notFoundTitle(language)) problems.push(`${where}: not-found page reads '${heading}'`);
          } else if (heading === notFoundTitle(language) || heading === notFoundTitle('en')) {
            problems.push(`${where}: shows the not-found page at ${url.pathname}`);
          }
          // The platform app's stand-in page (a customer admin's destination) is outside the portal.
          const inPortal = url.pathname.startsWith('/partner');
          if (inPortal && language !== 'en') {
            const leftInEnglish = (await visibleTexts(page)).filter((text) => english.has(text));
            if (leftInEnglish.length > 0)
              problems.push(`${where}: English text ${JSON.stringify([...new Set(leftInEnglish)])}`);
          }
          if (language === axeIn && !checked.has(url.pathname + url.search)) {
            checked.add(url.pathname + url.search);
            const violations = await axeViolations(page);
            if (violations.length > 0) problems.push(`${where}: ${violations.join('; ')}`);
          }
        }
      }
      await page.context().close();
      expect(problems).toEqual([]);
    },
    timeoutMs,
  );
});
