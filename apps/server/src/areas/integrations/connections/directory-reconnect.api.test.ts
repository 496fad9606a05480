import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema.ts';
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

/** A person who has just joined through the built-in provider and connected their organisation. */
async function connectedPartner(): Promise<{ b: TestBrowser; cybrOrgId: string }> {
  const b = testBrowser(base);
  const signIn = await b.startSignIn();
  const link = /href="([^"]*\/create[^"]*)"/.exec(signIn.html)![1]!.replace(/&amp;/g, '&');
  const form = await b.follow(new URL(link, signIn.url).href);
  await b.submit(
    await form.response.text(),
    {
      name: 'Kari Nordmann',
      email: `kari.${Date.now()}@fjord-reconnect.example`,
      organizationName: 'Fjord Reconnect AS',
      country: 'NO',
      password: 'fjord-2026-secure',
    },
    form.url,
  );
  await consent(b, '/api/v1/org-authorization?auth-provider=microsoft&partner-type=distributor', 'allow');
  const me = await (await b.request(api('/api/v1/users/me'))).json();
  return { b, cybrOrgId: me.organizationData.cybrOrgId };
}

async function consent(b: TestBrowser, path: string, decision: 'allow' | 'deny') {
  const response = await b.request(api(path));
  expect(response.status).toBe(200);
  const page = await b.follow(((await response.json()) as { link: string }).link);
  return b.submit(await page.response.text(), { decision }, page.url);
}

describe("reconnecting the organisation's directory (org-authorization with reconnect)", () => {
  it('renews the consent and records who and when, audited, then returns to the integrations screen', async () => {
    const { b, cybrOrgId } = await connectedPartner();
    const before = (await (await b.request(api(`/api/v1/organizations/${cybrOrgId}/connections`))).json())
      .connections[0];
    expect(before).toMatchObject({ provider: 'microsoft', status: 'connected', externalName: 'Fjord Reconnect AS' });
    // Without `reconnect`, a partner is still told its organisation is already connected.
    expect((await b.request(api('/api/v1/org-authorization?auth-provider=microsoft'))).status).toBe(409);
    const done = await consent(b, '/api/v1/org-authorization?auth-provider=microsoft&reconnect=true', 'allow');
    expect(done.url).toBe(`${base}/partner/settings/integrations?connection=microsoft&result=connected`);
    const after = (await (await b.request(api(`/api/v1/organizations/${cybrOrgId}/connections`))).json())
      .connections[0];
    expect(after).toMatchObject({ status: 'connected', connectedBy: { fullName: 'Kari Nordmann' } });
    expect(Date.parse(after.connectedAt)).toBeGreaterThan(Date.parse(before.connectedAt));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.cybrOrgId, cybrOrgId), eq(auditLog.action, 'connection.directory.connected')));
    expect(audit).toHaveLength(1);
  });

  it('keeps the connection as it was when the consent is refused, and says so', async () => {
    const { b, cybrOrgId } = await connectedPartner();
    const read = async () =>
      (await (await b.request(api(`/api/v1/organizations/${cybrOrgId}/connections`))).json()).connections[0];
    const before = await read();
    const done = await consent(b, '/api/v1/org-authorization?auth-provider=microsoft&reconnect=true', 'deny');
    expect(done.url).toBe(`${base}/partner/settings/integrations?connection=microsoft&result=denied`);
    expect(await read()).toEqual(before);
  });

  it('refuses a reconnect by someone whose organisation is not a partner', async () => {
    const response = await t.app.inject({
      url: api('/api/v1/org-authorization?auth-provider=microsoft&reconnect=true'),
      headers: { cookie: await t.cookieFor('customer') },
    });
    expect(response.statusCode).toBe(403);
  });
});
