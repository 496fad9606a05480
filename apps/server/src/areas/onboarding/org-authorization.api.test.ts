import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, organizations, users } from '../../db/schema.ts';
import { api, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { testBrowser, type TestBrowser } from '@portal/test-kit/test-browser.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  const listening = await listeningTestApp();
  t = listening;
  base = listening.base;
});
afterAll(() => t.close());

let people = 0;
/** A brand-new person: an account at the provider and a portal user without an organisation. */
async function newcomer(organizationName = `Fjord Security ${++people} AS`) {
  const b = testBrowser(base);
  const signIn = await b.startSignIn();
  const link = /href="([^"]*\/create[^"]*)"/.exec(signIn.html)![1]!.replace(/&amp;/g, '&');
  const form = await b.follow(new URL(link, signIn.url).href);
  const email = `kari${people}@fjord${people}.example`;
  await b.submit(
    await form.response.text(),
    { name: 'Kari Nordmann', email, organizationName, country: 'NO', password: 'fjord-2026-secure' },
    form.url,
  );
  return { b, email, organizationName };
}

/** Starts connecting the organisation and returns the provider's consent page. */
async function consentPage(b: TestBrowser, query = 'partner-type=distributor') {
  const response = await b.request(
    api(`/api/v1/org-authorization?auth-provider=microsoft&partner=true&products=SAT&${query}`),
  );
  expect(response.status).toBe(200);
  const page = await b.follow(((await response.json()) as { link: string }).link);
  return { url: page.url, html: await page.response.text() };
}

const decide = (b: TestBrowser, page: { url: string; html: string }, decision: 'allow' | 'deny') =>
  b.submit(page.html, { decision }, page.url);
const me = async (b: TestBrowser) => (await b.request(api('/api/v1/users/me'))).json();

describe('connecting an organisation (org-authorization)', () => {
  it("asks the provider for the organisation's consent and creates it as a partner, with the person as its first member", async () => {
    const { b, email, organizationName } = await newcomer();
    const page = await consentPage(b);
    expect(page.html).toContain(organizationName);
    const done = await decide(b, page, 'allow');
    expect(done.url).toBe(`${base}/partner/sign-up/distributor/select-currency`);
    const user = await me(b);
    expect(user).toMatchObject({
      email,
      userRole: 'Partner',
      organizationData: {
        organizationName,
        country: 'NO',
        isPistachioPartner: true,
        partnerCybrOrgId: null,
        status: 'PARTNER',
      },
    });
    const partner = await (await b.request(api(`/api/v2/partners/${user.organizationData.cybrOrgId}`))).json();
    expect(partner).toMatchObject({ signUpAs: 'distributor', currency: null, acceptedTOSDate: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.cybrOrgId, user.organizationData.cybrOrgId));
    expect(audit.map((a) => a.action).sort()).toEqual(['microsoft-tenant.linked', 'organization.created']);
  });

  it('refuses to connect a second organisation for someone who has one', async () => {
    const { b } = await newcomer();
    await decide(b, await consentPage(b), 'allow');
    expect((await b.request(api('/api/v1/org-authorization?auth-provider=microsoft'))).status).toBe(409);
  });

  it('creates one organisation when two tabs finish connecting at the same moment', async () => {
    const { b, email } = await newcomer();
    const first = await consentPage(b);
    const other = testBrowser(base);
    await other.signIn(email, 'fjord-2026-secure');
    const second = await consentPage(other);
    await Promise.all([decide(b, first, 'allow'), decide(other, second, 'allow')]);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const created = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.organizationName, `Fjord Security ${people} AS`));
    expect(created).toHaveLength(1);
    expect(user!.cybrOrgId).toBe(created[0]!.cybrOrgId);
  });

  it('creates nothing when the organisation does not give its consent, and says why', async () => {
    const { b } = await newcomer();
    const done = await decide(b, await consentPage(b), 'deny');
    expect(done.url).toBe(`${base}/partner/sign-up/error?reason=missing-permissions`);
    expect((await me(b)).organizationData).toBeNull();
  });

  it('ends a popup connection on the popup page', async () => {
    const { b } = await newcomer();
    const done = await decide(b, await consentPage(b, 'partner-type=reseller&popup-enabled=true'), 'allow');
    expect(done.url).toBe(`${base}/partner/login-popup`);
    expect((await me(b)).organizationData.isPistachioPartner).toBe(true);
  });

  it("refuses a customer organisation's admin", async () => {
    const response = await t.app.inject({
      url: api('/api/v1/org-authorization?auth-provider=microsoft'),
      headers: { cookie: await t.cookieFor('customer') },
    });
    expect(response.statusCode).toBe(403);
  });
});
