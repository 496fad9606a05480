import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, not } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@portal/test-kit/chromium.ts';
import { auditLog, licenses, organizations, users } from '../../../db/schema.ts';
import { demoAccounts, type DemoAccount } from '../../../seed/demo.ts';
import { sessionCookie } from '../../../auth/sessions.ts';
import { api, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { axeViolations } from '@portal/test-kit/axe.ts';

let t: TestApp;
let base: string;
let browser: Browser;
let customer: string;

/** The demo person's own language, which the /platform pages speak to them. */
async function speaks(account: DemoAccount, languageCode: string) {
  await t.database.db.update(users).set({ languageCode }).where(eq(users.email, demoAccounts[account].email));
}

beforeAll(async () => {
  // The page's own origin is the server's public address: the exit button's request passes the CSRF check.
  const listening = await listeningTestApp();
  t = listening;
  base = listening.base;
  const alpine = await t.orgId('Alpine Secure IT GmbH');
  const [org] = await t.database.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.partnerCybrOrgId, alpine), not(organizations.isPistachioPartner)))
    .limit(1);
  customer = org!.cybrOrgId;
  await t.database.db
    .update(organizations)
    .set({ partnerView: true, organizationName: 'Müller <Kunde> & Söhne' })
    .where(eq(organizations.cybrOrgId, customer));
  await t.database.db.delete(licenses).where(eq(licenses.cybrOrgId, customer));
  await t.database.db
    .insert(licenses)
    .values({ cybrOrgId: customer, productType: 'standard', issued: 7, licenseCap: 0 });
  // The assertions below read the English pages; the seed gives some of these people another language.
  for (const account of ['reseller', 'reseller2', 'customer', 'staff'] as const) await speaks(account, 'en');
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t.close();
});

/** A browser signed in as `account`, having entered `mode` for the customer through the API. */
async function inMode(account: 'reseller' | 'staff', mode: 'remote-view' | 'ghost') {
  const session = await t.cookieFor(account);
  const entered = await t.app.inject({
    method: 'POST',
    url: api(`/api/v1/modes/${mode}`),
    headers: { cookie: session, origin: base },
    payload: { cybrOrgId: customer },
  });
  expect(entered.statusCode).toBe(200);
  const [name, value] = String(entered.headers['set-cookie']).split(';')[0]!.split('=');
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([
    { name: sessionCookie, value: session.split('=')[1]!, url: base },
    { name: name!, value: value!, url: base },
  ]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  return { page, problems };
}

describe('/platform in remote view and ghost mode', () => {
  it('shows the organisation being viewed, and leaves remote view from the keyboard to /partner', async () => {
    const { page, problems } = await inMode('reseller', 'remote-view');
    await page.goto('/platform');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Remote view: Müller <Kunde> & Söhne');
    expect(await page.getByRole('row', { name: /standard/ }).innerText()).toMatch(/standard\s+7\s+Unlimited/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Exit Remote View');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/partner\?t=\d+$/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('cybr-remote-view');
    const [last] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ action: 'mode.remote-view.left', target: customer });
    // The exit script ran under the page's Content-Security-Policy: nothing was refused.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('leaves ghost mode back to /platform', async () => {
    const { page } = await inMode('staff', 'ghost');
    await page.goto('/platform');
    await page.getByRole('button', { name: 'Exit Ghost Mode' }).click();
    await page.waitForURL(/\/platform\?t=\d+$/);
    // Back on the staff page, where ghost mode starts.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Platform staff');
  });

  it('shows no organisation for a mode the session may not use, only the way out', async () => {
    const response = await t.app.inject({
      url: '/platform',
      headers: { cookie: `${await t.cookieFor('reseller2')}; cybr-remote-view=${customer}` },
    });
    expect(response.body).toContain('Remote view is not available');
    expect(response.body).not.toContain('Kunde');
    expect(response.body).toContain('Exit Remote View');
    // No inline script is allowed: the exit button's script comes from the page's own origin.
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.body).not.toMatch(/<script>/);
    const script = await t.app.inject({ url: '/platform/mode.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });
});

describe('/platform for platform staff', () => {
  it('finds an organisation by name and enters ghost mode for it from the keyboard', async () => {
    const context = await browser.newContext({ baseURL: base });
    await context.addCookies([{ name: sessionCookie, value: (await t.cookieFor('staff')).split('=')[1]!, url: base }]);
    const page = await context.newPage();
    await page.goto('/platform');
    await page.getByLabel('Organisation name').fill('kunde');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=kunde/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enter ghost mode for Müller <Kunde> & Söhne' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/platform\?t=\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Ghost mode: Müller <Kunde> & Söhne');
    const [last] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ action: 'mode.ghost.entered', target: customer });
    await page.getByRole('button', { name: 'Exit Ghost Mode' }).click();
    await page.waitForURL(/\/platform\?t=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Platform staff');
    await context.close();
  });

  it('offers the search to platform staff only, and takes any text', async () => {
    const customerAdmin = await t.app.inject({
      url: '/platform?search=a',
      headers: { cookie: await t.cookieFor('customer') },
    });
    expect(customerAdmin.body).toContain('This account belongs to the platform');
    expect(customerAdmin.body).not.toContain('ghost mode');
    const staff = await t.cookieFor('staff');
    for (const search of ['%00', '%25_%5C', 'x'.repeat(500), '%F0%9F%98%80']) {
      const response = await t.app.inject({ url: `/platform?search=${search}`, headers: { cookie: staff } });
      expect(response.statusCode, search).toBe(200);
    }
    const none = await t.app.inject({ url: '/platform?search=%25_', headers: { cookie: staff } });
    expect(none.body).toContain('No organisation');
  });
});

describe('/platform in the person’s language', () => {
  it('speaks German to a German-speaking partner in remote view, the exit button in the portal’s words', async () => {
    await speaks('reseller', 'de');
    try {
      const { page, problems } = await inMode('reseller', 'remote-view');
      await page.goto('/platform');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe('Fernansicht: Müller <Kunde> & Söhne');
      expect(
        await page
          .getByRole('table', { name: 'Lizenzen' })
          .getByRole('row', { name: /standard/ })
          .innerText(),
      ).toMatch(/standard\s+7\s+Unbegrenzt/);
      expect(await page.getByRole('button', { name: 'Abmelden' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fernansicht beenden');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/partner\?t=\d+$/);
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      await page.context().close();
    } finally {
      await speaks('reseller', 'en');
    }
  });

  it('speaks German to German-speaking platform staff, from the search to ghost mode and back', async () => {
    await speaks('staff', 'de');
    try {
      const context = await browser.newContext({ baseURL: base });
      await context.addCookies([
        { name: sessionCookie, value: (await t.cookieFor('staff')).split('=')[1]!, url: base },
      ]);
      const page = await context.newPage();
      await page.goto('/platform');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Plattform-Team');
      // The script's message for a refusal without a reason of its own, in the page's language.
      expect(await page.locator('#mode-problem').getAttribute('data-fallback')).toBe(
        'Der Geistermodus konnte nicht gestartet werden',
      );
      await page.getByLabel('Name der Organisation').fill('kunde');
      await page.getByRole('button', { name: 'Suchen' }).click();
      await page.waitForURL(/search=kunde/);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.getByRole('table').getByRole('columnheader').allInnerTexts()).toEqual([
        'Organisation',
        'Status',
        'Partner',
        'Aktion',
      ]);
      await page.getByRole('button', { name: 'Geistermodus für Müller <Kunde> & Söhne starten' }).click();
      await page.waitForURL(/\/platform\?t=\d+$/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe('Geistermodus: Müller <Kunde> & Söhne');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Geistermodus beenden' }).click();
      await page.waitForURL(/\/platform\?t=\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Plattform-Team');
      await context.close();
    } finally {
      await speaks('staff', 'en');
    }
  });

  it('speaks the browser’s language to a visitor without a session', async () => {
    const french = await t.app.inject({ url: '/platform', headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<h1>Ce compte relève de la plateforme</h1>');
    expect(french.body).toContain('Retour à la connexion au portail partenaire');
    const swedish = await t.app.inject({
      url: '/platform',
      headers: { 'accept-language': 'sv-SE', cookie: `cybr-ghost-mode=${customer}` },
    });
    expect(swedish.body).toContain('<html lang="sv">');
    expect(swedish.body).toContain('<h1>Spökläget är inte tillgängligt</h1><p>Logga in för att fortsätta.</p>');
    expect(swedish.body).toContain('>Avsluta spökläge</button>');
    const english = await t.app.inject({ url: '/platform' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>This account belongs to the platform</h1>');
  });

  it('speaks a signed-in person’s own language, whatever the browser asks for', async () => {
    await speaks('customer', 'no');
    try {
      const response = await t.app.inject({
        url: '/platform',
        headers: { cookie: await t.cookieFor('customer'), 'accept-language': 'fr' },
      });
      expect(response.body).toContain('<html lang="nb">');
      expect(response.body).toContain('<h1>Denne kontoen hører til plattformen</h1>');
      expect(response.body).toContain('data-sign-out>Logg ut</button>');
    } finally {
      await speaks('customer', 'en');
    }
  });
});

describe('/platform sign-out', () => {
  it.each(['customer', 'staff'] as const)(
    'lets the %s sign out from the keyboard: the session ends and the identity provider is next',
    async (account) => {
      const cookie = await t.cookieFor(account);
      const context = await browser.newContext({ baseURL: base });
      await context.addCookies([{ name: sessionCookie, value: cookie.split('=')[1]!, url: base }]);
      const page = await context.newPage();
      await page.goto('/platform');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sign out' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/oidc/session/end') || url.pathname === '/partner/login');
      expect((await t.app.inject({ url: api('/api/v1/users/me'), headers: { cookie } })).statusCode).toBe(401);
      const [last] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(last).toMatchObject({ action: 'session.sign-out' });
      await context.close();
    },
  );

  it('offers no sign-out to a visitor without a session', async () => {
    const response = await t.app.inject({ url: '/platform' });
    expect(response.body).toContain('Back to the partner portal sign-in');
    expect(response.body).not.toContain('data-sign-out');
  });
});
