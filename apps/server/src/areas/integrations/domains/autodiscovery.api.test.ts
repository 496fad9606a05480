import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { auditLog, autodiscoverySettings } from '../../../db/schema.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let p: Awaited<ReturnType<typeof newPartner>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await newPartner(t, 'distributor');
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const url = (cybrOrgId = p.cybrOrgId) => api(`/api/v1/organizations/${cybrOrgId}/autodiscovery`);
const read = (cookie = p.cookie, app = t.app) => app.inject({ url: url(), headers: { cookie } });
const send = (method: 'POST' | 'PATCH', body: unknown, cookie = p.cookie, cybrOrgId = p.cybrOrgId) =>
  t.app.inject({ method, url: url(cybrOrgId), headers: { cookie, origin }, payload: body as object });
const accept = (domain: string) =>
  t.app.inject({
    method: 'POST',
    url: api(`/api/v1/partners/${p.cybrOrgId}/domains`),
    headers: { cookie: p.cookie, origin },
    payload: { domain, accepted: true },
  });
const row = async () =>
  (await t.database.db.select().from(autodiscoverySettings).where(eq(autodiscoverySettings.cybrOrgId, p.cybrOrgId)))[0];

describe('autodiscovery', () => {
  it('is off with no domains until set', async () => {
    expect((await read()).json()).toEqual({ enabled: false, domains: [] });
  });

  it('cannot be turned on before a domain is confirmed: 400 naming domains, nothing stored', async () => {
    const response = await send('POST', { enabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'domains', message: 'Confirm a domain before turning autodiscovery on' },
    ]);
    expect(await row()).toBeUndefined();
  });

  it('turned on without naming domains, reads every confirmed domain; audited', async () => {
    await accept('fjord.example');
    await accept('fjord-mail.example');
    const response = await send('POST', { enabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, domains: ['fjord-mail.example', 'fjord.example'] });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'autodiscovery'));
    expect(entry).toMatchObject({
      actorCybrId: p.cybrId,
      cybrOrgId: p.cybrOrgId,
      before: { enabled: false, domains: [] },
      after: { enabled: true },
    });
  });

  it('refuses a domain the partner has not confirmed, naming it, changing nothing', async () => {
    const response = await send('PATCH', { domains: ['fjord.example', 'someone-else.example'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'domains.1', message: 'Autodiscovery reads only domains you have confirmed as your own' },
    ]);
    expect((await read()).json().domains).toEqual(['fjord-mail.example', 'fjord.example']);
  });

  it('refuses a malformed domain or a wrong type with 400 naming the field', async () => {
    expect((await send('PATCH', { domains: ['not a domain'] })).json().fields[0].field).toBe('domains.0');
    expect((await send('PATCH', { enabled: 'yes' })).json().fields[0].field).toBe('enabled');
  });

  it('PATCH changes only what it names', async () => {
    expect((await send('PATCH', { domains: ['Fjord.example'] })).json()).toEqual({
      enabled: true,
      domains: ['fjord.example'],
    });
    expect((await send('PATCH', { enabled: false })).json()).toEqual({ enabled: false, domains: ['fjord.example'] });
  });

  it('a domain that stops being confirmed leaves autodiscovery; with none left it turns off', async () => {
    await send('PATCH', { enabled: true });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: api(`/api/v1/partners/${p.cybrOrgId}/domains/fjord.example`),
      headers: { cookie: p.cookie, origin },
    });
    expect(removed.statusCode).toBe(200);
    expect((await read()).json()).toEqual({ enabled: false, domains: [] });
  });

  it('another partner gets 404 and changes nothing; the distributor of a reseller reads but gets 403 on a change', async () => {
    const before = await row();
    const other = await t.cookieFor('reseller');
    expect((await read(other)).statusCode).toBe(404);
    expect((await send('PATCH', { enabled: true }, other)).statusCode).toBe(404);
    expect(await row()).toEqual(before);
    const resellerId = await t.orgId('Alpine Secure IT GmbH');
    const distributor = await t.cookieFor('distributor');
    expect((await t.app.inject({ url: url(resellerId), headers: { cookie: distributor } })).statusCode).toBe(200);
    expect((await send('POST', { enabled: false }, distributor, resellerId)).statusCode).toBe(403);
  });

  it('is kept across a restart of the server', async () => {
    await accept('fjord.example');
    expect((await send('POST', { enabled: true, domains: ['fjord.example'] })).statusCode).toBe(200);
    await t.app.close();
    // A new server process on the same database: nothing of the setting lived in the old one.
    t.app = await buildApp({ config: t.config, database: t.database, validateResponses: true });
    expect((await read()).json()).toEqual({ enabled: true, domains: ['fjord.example'] });
    const domains = await t.app.inject({
      url: api(`/api/v1/partners/${p.cybrOrgId}/domains`),
      headers: { cookie: p.cookie },
    });
    expect(domains.json()).toContainEqual({
      domain: 'fjord.example',
      accepted: true,
      prompted: false,
      partner: p.cybrOrgId,
    });
  });
});
