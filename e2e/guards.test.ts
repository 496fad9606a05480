import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, newPage, signInAs, unstyledMantineClasses, signedInPage } from './fixtures.ts';

// Every route under the partner root guard (spec §2), each with a loader of its own or its layout's.
const partnerRoutes = [
  '/',
  '/billing',
  '/manage-customers',
  '/manage-customers/some-customer',
  '/cap',
  '/welcome',
  '/pending',
  '/add-pending-customers',
  '/audit-log',
  '/pricing',
  '/resources',
  '/settings',
  '/settings/account',
  '/settings/account/contact',
  '/settings/billing-details',
  '/settings/integrations',
  '/settings/billing',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('route guards in the browser', () => {
  it('sends an anonymous visit to /partner/manage-customers to /partner/login', async () => {
    const page = await newPage(browser);
    await page.goto('/partner/manage-customers');
    await page.waitForURL('**/partner/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in with Microsoft' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('sends the admin of a customer organisation that is not a partner to /platform', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'customer');
    await page.waitForURL('**/platform**');
    // The demo customer admin speaks German (their organisation's default language), and so does the page.
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Dieses Konto gehört zur Plattform');
    await page.context().close();
  });

  it('lets no partner route ask the API for its data before the root guard sends a customer admin to /platform', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'customer');
    await page.waitForURL('**/platform**');
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/app/baloo-router-api/')) asked.push(pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of partnerRoutes) {
      await page.goto(`/partner${path}`);
      await page.waitForURL('**/platform**');
      // The guard itself reads only who is signed in; a customer admin's organisation is no partner.
      expect({ path, asked: [...new Set(asked)] }).toEqual({ path, asked: ['/app/baloo-router-api/api/v1/users/me'] });
      expect({ path, errors }).toEqual({ path, errors: [] });
      asked.length = 0;
    }
    await page.context().close();
  });

  it('shows the not-found page for unknown paths and /404', async () => {
    const page = await newPage(browser);
    for (const path of ['/partner/no-such-page', '/partner/404']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
      expect(await unstyledMantineClasses(page)).toEqual([]);
    }
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('takes someone signed in who opens /partner/login to the portal', async () => {
    const page = await signedInPage(browser, 'distributor');
    await page.goto('/partner/login');
    await page.waitForURL('**/partner/manage-customers');
    await page.goto('/partner/login?reason=signedOutError');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in with Microsoft' }).count()).toBe(1);
    await page.context().close();
  });

  it('signs out on the server and at the identity provider, so signing in again asks for the password', async () => {
    const page = await signedInPage(browser, 'distributor');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/partner/login');
    expect((await page.request.get('/app/baloo-router-api/api/v1/users/me')).status()).toBe(401);
    await page.goto('/partner/manage-customers');
    await page.waitForURL('**/partner/login');
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByLabel('Password').waitFor();
    await page.context().close();
  });
});
