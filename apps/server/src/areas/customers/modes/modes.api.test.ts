import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, not } from 'drizzle-orm';
import { auditLog, organizations, partners } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let alpine: string;
let reseller: string;
beforeAll(async () => {
  t = await createTestApp();
  alpine = await t.orgId('Alpine Secure IT GmbH');
  reseller = await t.cookieFor('reseller');
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url: api(url),
    headers: { cookie, ...(method === 'GET' ? {} : { origin }) },
    ...(payload ? { payload } : {}),
  });
const customerOf = async (partner: string, partnerView = true) => {
  const [org] = await t.database.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.partnerCybrOrgId, partner), not(organizations.isPistachioPartner)))
    .limit(1)
    .offset(partnerView ? 0 : 1);
  await t.database.db.update(organizations).set({ partnerView }).where(eq(organizations.cybrOrgId, org!.cybrOrgId));
  return org!.cybrOrgId;
};
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const enter = (mode: string, cookie: string, cybrOrgId: string) =>
  send('POST', `/api/v1/modes/${mode}`, cookie, { cybrOrgId });
const withMode = (cookie: string, name: string, value: string) => `${cookie}; ${name}=${value}`;

describe('remote view', () => {
  it('lets a partner enter it for its customer that granted partner view: cookie, audit, the organisation readable', async () => {
    const customer = await customerOf(alpine);
    const entered = await enter('remote-view', reseller, customer);
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ mode: 'remote-view', cybrOrgId: customer });
    const cookie = String(entered.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^cybr-remote-view=${customer}; Max-Age=86400; Path=/; SameSite=Lax$`));
    expect(await lastAudit()).toMatchObject({
      action: 'mode.remote-view.entered',
      cybrOrgId: alpine,
      target: customer,
    });
    const inMode = withMode(reseller, 'cybr-remote-view', customer);
    expect((await send('GET', `/api/v1/organizations/${customer}`, inMode)).json().cybrOrgId).toBe(customer);
  });

  it("lets a distributor view its resellers' customers too", async () => {
    expect((await enter('remote-view', await t.cookieFor('distributor'), await customerOf(alpine))).statusCode).toBe(
      200,
    );
  });

  it("refuses a customer without partner view, another partner's customer, an unknown one, and a non-partner", async () => {
    const before = await lastAudit();
    const refused = await enter('remote-view', reseller, await customerOf(alpine, false));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/partner view/);
    const thamesCustomer = await customerOf(await t.orgId('Thames Cyber Partners Ltd'));
    const others = await enter('remote-view', reseller, thamesCustomer);
    const missing = await enter('remote-view', reseller, 'no-such-org');
    expect([others.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(others.json().message).toBe(missing.json().message);
    expect((await enter('remote-view', await t.cookieFor('customer'), thamesCustomer)).statusCode).toBe(404);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await lastAudit()).toEqual(before);
  });

  it('only reads: a change made in remote view is refused and nothing changes', async () => {
    const inMode = withMode(reseller, 'cybr-remote-view', await customerOf(alpine));
    const write = await send('PATCH', `/api/v1/partners/${alpine}/currencies`, inMode, { currency: 'CHF' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('MODE_READ_ONLY');
    const [row] = await t.database.db.select().from(partners).where(eq(partners.cybrOrgId, alpine));
    expect(row!.currency).not.toBe('CHF');
    expect((await enter('ghost', inMode, alpine)).json().code).toBe('MODE_READ_ONLY');
  });

  it('refuses a forged cookie on every request and changes nothing, but lets the person out', async () => {
    const forged = withMode(reseller, 'cybr-remote-view', await customerOf(await t.orgId('Thames Cyber Partners Ltd')));
    for (const [method, url, body] of [
      ['GET', `/api/v1/partners/${alpine}/organizations`],
      ['PATCH', `/api/v1/partners/${alpine}/currencies`, { currency: 'CHF' }],
    ] as const) {
      const answer = await send(method, url, forged, body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('MODE_REFUSED');
    }
    const [row] = await t.database.db.select().from(partners).where(eq(partners.cybrOrgId, alpine));
    expect(row!.currency).not.toBe('CHF');
    expect((await send('GET', '/api/v1/users/me', forged)).statusCode).toBe(200);
    expect((await send('GET', '/api/v1/login', forged)).statusCode).not.toBe(403);
    expect(
      (await send('GET', '/api/v1/organizations/x', withMode(reseller, 'cybr-remote-view', 'x'.repeat(300)))).json()
        .code,
    ).toBe('MODE_REFUSED');
    const bothModes = withMode(
      withMode(reseller, 'cybr-remote-view', await customerOf(alpine)),
      'cybr-ghost-mode',
      alpine,
    );
    expect((await send('GET', `/api/v1/organizations/${alpine}`, bothModes)).json().code).toBe('MODE_REFUSED');
    const left = await send('DELETE', '/api/v1/modes/remote-view', forged);
    expect(left.statusCode).toBe(200);
    expect(String(left.headers['set-cookie'])).toMatch(/^cybr-remote-view=; Max-Age=0; Path=\/;/);
  });

  it('goes stale when the customer withdraws partner view: refused, and leaving is audited', async () => {
    const customer = await customerOf(alpine);
    await enter('remote-view', reseller, customer);
    const inMode = withMode(reseller, 'cybr-remote-view', customer);
    expect((await send('GET', `/api/v1/organizations/${customer}`, inMode)).statusCode).toBe(200);
    await t.database.db.update(organizations).set({ partnerView: false }).where(eq(organizations.cybrOrgId, customer));
    const stale = await send('GET', `/api/v1/organizations/${customer}`, inMode);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('MODE_REFUSED');
    expect((await send('DELETE', '/api/v1/modes/remote-view', inMode)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'mode.remote-view.left', cybrOrgId: alpine, target: customer });
    const otherSession = withMode(await t.cookieFor('reseller'), 'cybr-remote-view', customer);
    expect((await send('POST', '/api/v1/logout', otherSession)).statusCode).toBe(200);
  });
});

describe('ghost mode', () => {
  it('is for platform staff only, for any organisation, and reads that organisation', async () => {
    const staff = await t.cookieFor('staff');
    const target = await customerOf(await t.orgId('Thames Cyber Partners Ltd'), false);
    expect((await enter('ghost', reseller, target)).statusCode).toBe(403);
    expect(
      (await send('GET', `/api/v1/organizations/${target}`, withMode(reseller, 'cybr-ghost-mode', target))).json().code,
    ).toBe('MODE_REFUSED');
    expect((await send('GET', `/api/v1/organizations/${target}`, staff)).statusCode).toBe(404);
    const entered = await enter('ghost', staff, target);
    expect(entered.statusCode).toBe(200);
    expect(String(entered.headers['set-cookie'])).toMatch(
      new RegExp(`^cybr-ghost-mode=${target}; Max-Age=86400; Path=/; SameSite=Lax$`),
    );
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'mode.ghost.entered', target });
    expect(audit!.cybrOrgId).not.toBeNull();
    expect(
      (await send('GET', `/api/v1/organizations/${target}`, withMode(staff, 'cybr-ghost-mode', target))).json()
        .cybrOrgId,
    ).toBe(target);
    expect((await send('DELETE', '/api/v1/modes/ghost', withMode(staff, 'cybr-ghost-mode', target))).statusCode).toBe(
      200,
    );
    expect(await lastAudit()).toMatchObject({ action: 'mode.ghost.left', target });
  });
});
