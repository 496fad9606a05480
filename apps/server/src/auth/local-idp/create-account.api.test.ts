import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idpAccounts, users } from '../../db/schema.ts';
import { api, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { testBrowser } from '@portal/test-kit/test-browser.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  const listening = await listeningTestApp();
  t = listening;
  base = listening.base;
});
afterAll(() => t.close());

const person = {
  name: 'Kari Nordmann',
  email: 'Kari@Fjord-Security.example',
  organizationName: 'Fjord Security AS',
  country: 'NO',
  password: 'fjord-2026-secure',
};

async function openCreateForm(b = testBrowser(base)) {
  const signIn = await b.startSignIn();
  const link = /href="([^"]*\/create[^"]*)"/.exec(signIn.html)![1]!.replace(/&amp;/g, '&');
  const form = await b.follow(new URL(link, signIn.url).href);
  return { b, url: form.url, html: await form.response.text() };
}

describe('creating an account at the built-in identity provider', () => {
  it('refuses a form with problems, naming each, and creates nothing', async () => {
    const { b, url, html } = await openCreateForm();
    const done = await b.submit(
      html,
      { ...person, email: 'not-an-address', organizationName: ' ', country: 'XX', password: 'short' },
      url,
    );
    expect(done.response.status).toBe(400);
    const page = await done.response.text();
    for (const message of [
      'Please provide a valid email',
      "Enter your organisation's name",
      "Choose your organisation's country",
      'Choose a password of at least 10 characters',
    ]) {
      expect(page).toContain(message.replace("'", '&#39;'));
    }
    expect(page).toContain('value="Kari Nordmann"');
    expect(await t.database.db.select().from(idpAccounts).where(eq(idpAccounts.name, person.name))).toEqual([]);
  });

  it('creates the account and signs the person in as a new portal user without an organisation', async () => {
    const { b, url, html } = await openCreateForm();
    const done = await b.submit(html, person, url);
    expect(done.url).toBe(`${base}/partner`);
    const me = await (await b.request(api('/api/v1/users/me'))).json();
    expect(me).toMatchObject({
      email: 'kari@fjord-security.example',
      fullName: 'Kari Nordmann',
      organizationData: null,
    });
    const [account] = await t.database.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.email, 'kari@fjord-security.example'));
    expect(account).toMatchObject({ organizationName: 'Fjord Security AS', country: 'NO' });
    expect(account!.passwordHash).not.toContain(person.password);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const { b, url, html } = await openCreateForm();
    const done = await b.submit(html, { ...person, email: 'KARI@fjord-security.example' }, url);
    expect(done.response.status).toBe(409);
    expect(await done.response.text()).toContain('already exists');
  });

  it('signs an existing account in as the same portal user every time', async () => {
    const b = testBrowser(base);
    await b.signIn('kari@fjord-security.example', person.password);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'kari@fjord-security.example'));
    expect(rows).toHaveLength(1);
  });
});
