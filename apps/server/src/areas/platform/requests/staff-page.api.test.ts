import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { platformContacts, platformLicenseRequests, users } from '../../../db/schema.ts';
import { demoAccounts, type DemoAccount } from '../../../seed/demo.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { staffPageSize } from './staff-page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  // One more than a page, the newest last inserted; a name that needs escaping.
  await t.database.db.insert(platformContacts).values(
    Array.from({ length: staffPageSize + 1 }, (_, n) => ({
      name: n === staffPageSize ? '<b>Newest</b>' : `Person ${n}`,
      email: `p${n}@prospect.example`,
      company: 'Prospect',
      clientAddress: '198.51.100.1',
      createdAt: minutesAgo(staffPageSize + 1 - n),
    })),
  );
  await t.database.db.insert(platformLicenseRequests).values({
    cybrOrgId: await t.orgId('Alpine Secure IT GmbH'),
    requestedByOrgId: await t.orgId('Nordic Shield Distribution AS'),
    senderName: 'Ingrid Hansen',
    senderEmail: 'distributor@portal.example',
    productType: 'standard',
    quantity: 30,
  });
});
afterAll(() => t.close());

const page = async (query: string, account: DemoAccount | null = 'staff') =>
  t.app.inject({ url: `/platform/requests${query}`, headers: account ? { cookie: await t.cookieFor(account) } : {} });

describe('/platform/requests', () => {
  it('shows staff the contact forms newest first, a page at a time, escaped', async () => {
    const first = await page('');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain(`${staffPageSize + 1} contact forms, newest first`);
    expect(first.body).toContain('&lt;b&gt;Newest&lt;/b&gt;');
    expect(first.body.indexOf('Newest')).toBeLessThan(first.body.indexOf(`Person ${staffPageSize - 1}<`));
    expect(first.body).not.toContain('>Person 0<');
    expect(first.body).toContain('Page 1 of 2');
    const second = await page('?kind=contacts&page=2');
    expect(second.body).toContain('>Person 0<');
    expect(second.body).not.toContain('Newest');
  });

  it('shows licence requests with the organisations’ names and their status', async () => {
    const response = await page('?kind=licenses');
    expect(response.body).toContain('1 licence requests, newest first');
    expect(response.body).toMatch(
      /Alpine Secure IT GmbH<\/td><td>Nordic Shield Distribution AS<\/td><td>Ingrid Hansen<\/td><td>standard<\/td><td>30<\/td><td>pending/,
    );
  });

  it('says so when there is nothing, and ignores a kind or page it does not know', async () => {
    expect((await page('?kind=contact-requests')).body).toContain('No partner requests yet.');
    const odd = await page('?kind=__proto__&page=-3');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('Page 1 of 2');
  });

  it('answers 403 to a partner, a customer admin and someone not signed in', async () => {
    for (const account of ['distributor', 'reseller', 'customer', null] as const) {
      const response = await page('', account);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Person');
    }
  });

  it('speaks the language of German-speaking staff', async () => {
    await t.database.db.update(users).set({ languageCode: 'de' }).where(eq(users.email, demoAccounts.staff.email));
    try {
      const contacts = await page('');
      expect(contacts.body).toContain('<html lang="de">');
      expect(contacts.body).toContain('<h1>Anfragen an das Plattform-Team</h1>');
      expect(contacts.body).toContain('<title>Kontaktformulare · Plattform-Team</title>');
      expect(contacts.body).toContain(`<caption>Kontaktformulare: ${staffPageSize + 1}, die neuesten zuerst</caption>`);
      expect(contacts.body).toContain(
        '<th scope="col">Gesendet</th><th scope="col">Name</th><th scope="col">E-Mail</th>',
      );
      expect(contacts.body).toContain('<td>Nein</td>');
      expect(contacts.body).toContain(
        '<nav aria-label="Seiten"><p>Seite 1 von 2 · <a href="?kind=contacts&amp;page=2">Nächste</a></p></nav>',
      );
      expect(contacts.body).toContain('<nav aria-label="Arten von Anfragen">');
      const licences = await page('?kind=licenses');
      expect(licences.body).toMatch(
        /Alpine Secure IT GmbH<\/td><td>Nordic Shield Distribution AS<\/td><td>Ingrid Hansen<\/td><td>standard<\/td><td>30<\/td><td>pending/,
      );
      expect(licences.body).toContain('<th scope="col">Angefragt von</th>');
      expect((await page('?kind=contact-requests')).body).toContain('Noch keine Partneranfragen.');
    } finally {
      await t.database.db.update(users).set({ languageCode: 'en' }).where(eq(users.email, demoAccounts.staff.email));
    }
  });

  it('refuses in the language of whoever is refused', async () => {
    const visitor = await t.app.inject({ url: '/platform/requests', headers: { 'accept-language': 'pl-PL,pl;q=0.9' } });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body).toContain('<html lang="pl">');
    expect(visitor.body).toContain('<h1>Zgłoszenia do zespołu platformy może czytać tylko zespół platformy</h1>');
    expect(visitor.body).toContain('Zaloguj się do portalu partnerskiego');
    const reseller = await page('', 'reseller'); // the seed's German-speaking reseller
    expect(reseller.statusCode).toBe(403);
    expect(reseller.body).toContain('<html lang="de">');
    expect(reseller.body).toContain('Beim Partnerportal anmelden');
    const english = await page('', null);
    expect(english.body).toContain('<h1>Only platform staff read requests to the platform team</h1>');
  });
});
