import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { localTenantId } from '../../auth/local-idp/tenant.ts';
import { auditLog, microsoftTenants } from '../../db/schema.ts';
import { demoAccounts, demoPassword } from '../../seed/demo.ts';
import { startMicrosoftStandIn } from '@portal/test-kit/microsoft-stand-in.ts';
import { api, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { testBrowser, type TestBrowser } from '@portal/test-kit/test-browser.ts';

const clientId = '3c9a1f7e-2b4d-4e6f-8a1c-7d5e9b3f2a10';
let t: TestApp;
let base: string;
let microsoft: Awaited<ReturnType<typeof startMicrosoftStandIn>>;
beforeAll(async () => {
  microsoft = await startMicrosoftStandIn(clientId);
  const listening = await listeningTestApp({ MICROSOFT_CLIENT_ID: clientId, MICROSOFT_LOGIN_URL: microsoft.base });
  t = listening;
  base = listening.base;
});
afterAll(async () => {
  await t.close();
  await microsoft.close();
});

let people = 0;
/** A brand-new person at the built-in provider, whose account names its organisation. */
async function newcomer(organizationName: string) {
  const b = testBrowser(base);
  const signIn = await b.startSignIn();
  const link = /href="([^"]*\/create[^"]*)"/.exec(signIn.html)![1]!.replace(/&amp;/g, '&');
  const form = await b.follow(new URL(link, signIn.url).href);
  const email = `tenant${++people}.${Date.now()}@tenant-link.example`;
  await b.submit(
    await form.response.text(),
    { name: 'Kari Nordmann', email, organizationName, country: 'NO', password: 'fjord-2026-secure' },
    form.url,
  );
  return { b, email };
}

async function consent(b: TestBrowser, path: string) {
  const response = await b.request(api(path));
  expect(response.status).toBe(200);
  const page = await b.follow(((await response.json()) as { link: string }).link);
  return b.submit(await page.response.text(), { decision: 'allow' }, page.url);
}
const connect = (b: TestBrowser) =>
  consent(b, '/api/v1/org-authorization?auth-provider=microsoft&partner-type=distributor');
const reconnect = (b: TestBrowser) => consent(b, '/api/v1/org-authorization?auth-provider=microsoft&reconnect=true');
const orgOf = async (b: TestBrowser): Promise<string> =>
  (await (await b.request(api('/api/v1/users/me'))).json()).organizationData.cybrOrgId;
const linkOf = async (tenantId: string) =>
  (await t.database.db.select().from(microsoftTenants).where(eq(microsoftTenants.tenantId, tenantId)))[0];
const linkAudits = (cybrOrgId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.cybrOrgId, cybrOrgId), eq(auditLog.action, 'microsoft-tenant.linked')));
const exchange = async (tenantId: string, email: string) =>
  t.app.inject({
    method: 'GET',
    url: api(
      `/api/v1/providers/microsoft/${tenantId}/tokens/${await microsoft.sign(tenantId, { preferred_username: email })}`,
    ),
  });

describe("linking an organisation's Microsoft tenant when it connects its directory", () => {
  it('links the tenant of a new organisation with its audit entry, and then exchanges its people’s assertions', async () => {
    const { b, email } = await newcomer('Tenant Link Første AS');
    const tenantId = localTenantId('Tenant Link Første AS');
    expect(await linkOf(tenantId)).toBeUndefined();
    expect((await exchange(tenantId, email)).statusCode).toBe(401);

    expect((await connect(b)).url).toBe(`${base}/partner/sign-up/distributor/select-currency`);
    const cybrOrgId = await orgOf(b);
    const person = (await (await b.request(api('/api/v1/users/me'))).json()).cybrId;
    expect(await linkOf(tenantId)).toMatchObject({ cybrOrgId, linkedBy: person });
    const audits = await linkAudits(cybrOrgId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorCybrId: person,
      target: tenantId,
      after: { provider: 'microsoft', tenantId },
    });

    const response = await exchange(tenantId, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: api('/api/v1/users/me'),
      cookies: { portal_session: response.json().token },
    });
    expect(me.json()).toMatchObject({ email, organizationData: { cybrOrgId } });
  });

  it('gives every account of one organisation the same tenant, whatever the case and spacing of its name', async () => {
    const { b } = await newcomer('  tenant link   ANDRE as ');
    await connect(b);
    expect(await linkOf(localTenantId('Tenant Link Andre AS'))).toMatchObject({ cybrOrgId: await orgOf(b) });
  });

  it('connects a second organisation of a tenant already linked, but leaves the tenant with the first', async () => {
    const first = await newcomer('Tenant Link Tredje AS');
    await connect(first.b);
    const firstOrg = await orgOf(first.b);
    const second = await newcomer('Tenant Link Tredje AS');
    expect((await connect(second.b)).url).toBe(`${base}/partner/sign-up/distributor/select-currency`);
    const secondOrg = await orgOf(second.b);
    expect(secondOrg).not.toBe(firstOrg);

    const tenantId = localTenantId('Tenant Link Tredje AS');
    expect(await linkOf(tenantId)).toMatchObject({ cybrOrgId: firstOrg });
    expect(await linkAudits(secondOrg)).toHaveLength(0);
    // The second organisation's reconnect does not move it either.
    expect((await reconnect(second.b)).url).toBe(
      `${base}/partner/settings/integrations?connection=microsoft&result=connected`,
    );
    expect(await linkOf(tenantId)).toMatchObject({ cybrOrgId: firstOrg });
    expect(await linkAudits(secondOrg)).toHaveLength(0);
    // Its people's assertions are for the first organisation's tenant, where they have no account.
    expect((await exchange(tenantId, second.email)).statusCode).toBe(401);
    expect((await exchange(tenantId, first.email)).statusCode).toBe(200);
  });

  it('links the tenant on a directory reconnect of an organisation connected before tenants were linked', async () => {
    const { b, email } = await newcomer('Tenant Link Fjerde AS');
    await connect(b);
    const cybrOrgId = await orgOf(b);
    const tenantId = localTenantId('Tenant Link Fjerde AS');
    await t.database.db.delete(microsoftTenants).where(eq(microsoftTenants.tenantId, tenantId));
    await t.database.db
      .delete(auditLog)
      .where(and(eq(auditLog.cybrOrgId, cybrOrgId), eq(auditLog.action, 'microsoft-tenant.linked')));
    expect((await exchange(tenantId, email)).statusCode).toBe(401);

    expect((await reconnect(b)).url).toBe(
      `${base}/partner/settings/integrations?connection=microsoft&result=connected`,
    );
    expect(await linkOf(tenantId)).toMatchObject({ cybrOrgId });
    expect(await linkAudits(cybrOrgId)).toHaveLength(1);
    expect((await exchange(tenantId, email)).statusCode).toBe(200);

    // Reconnecting again changes nothing and audits no second link.
    await reconnect(b);
    expect(await linkAudits(cybrOrgId)).toHaveLength(1);
  });

  it("agrees with the demo seed: a demo partner's reconnect names the tenant the seed linked", async () => {
    const b = testBrowser(base);
    await b.signIn(demoAccounts.reseller2.email, demoPassword);
    const cybrOrgId = await t.orgId('Thames Cyber Partners Ltd');
    const tenantId = localTenantId('Thames Cyber Partners Ltd');
    expect(await linkOf(tenantId)).toMatchObject({ cybrOrgId });
    expect((await reconnect(b)).url).toBe(
      `${base}/partner/settings/integrations?connection=microsoft&result=connected`,
    );
    expect(
      await t.database.db.select().from(microsoftTenants).where(eq(microsoftTenants.cybrOrgId, cybrOrgId)),
    ).toHaveLength(1);
    expect(await linkAudits(cybrOrgId)).toHaveLength(0);
    expect((await exchange(tenantId, demoAccounts.reseller2.email)).statusCode).toBe(200);
  });
});
