import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { auditLog, connections, organizations } from '../../../db/schema.ts';
import { startOAuthStandIn, type OAuthStandIn } from '@portal/test-kit/oauth-stand-in.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let provider: OAuthStandIn;
let distributor: string;
let distributorOrg: string;
beforeAll(async () => {
  provider = await startOAuthStandIn();
  // Slack and Gong have OAuth clients on this server; Teams and HubSpot do not.
  t = await createTestApp({ ...provider.env('SLACK'), ...provider.env('GONG'), OAUTH_TIMEOUT_SECONDS: '1' });
  distributor = await t.cookieFor('distributor');
  distributorOrg = await t.orgId('Nordic Shield Distribution AS');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const origin = 'http://127.0.0.1:3000';
const get = (url: string, cookie = distributor) => t.app.inject({ url: api(url), headers: { cookie } });
const overview = async (cookie = distributor, cybrOrgId = distributorOrg) =>
  (await get(`/api/v1/organizations/${cybrOrgId}/connections`, cookie)).json();
const row = (body: { connections: { provider: string }[] }, name: string) =>
  body.connections.find((c) => c.provider === name)!;
const stored = (name: string) =>
  t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.cybrOrgId, distributorOrg), eq(connections.provider, name)));
const audits = (action: AuditAction) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.cybrOrgId, distributorOrg), eq(auditLog.action, action)));

/** Starts a connection and returns the provider's consent link. */
async function startLink(kind: 'chat' | 'crm', name: string, cookie = distributor) {
  const response = await get(`/api/v1/${kind}-authorization?${kind}-provider=${name}`, cookie);
  expect(response.statusCode).toBe(200);
  return new URL(response.json().link as string);
}

/** The browser's return from the provider: the callback with a code (or a refusal) and the state. */
async function callback(kind: 'chat' | 'crm', query: Record<string, string>, cookie = distributor) {
  const response = await t.app.inject({
    url: api(`/api/v1/${kind}-authorization/callback?${new URLSearchParams(query)}`),
    headers: { cookie },
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string, origin);
}

const resultOf = (location: URL) => Object.fromEntries(location.searchParams);

describe('a provider without an OAuth client on this server', () => {
  it('answers PROVIDER_NOT_CONFIGURED telling the partner whom to ask, without naming server settings, instead of a link', async () => {
    const response = await get('/api/v1/chat-authorization?chat-provider=teams');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });
    expect(response.json().message).toBe(
      "Microsoft Teams is not available on this portal yet: ask the platform's support to turn it on",
    );
    expect(response.body).not.toContain('TEAMS_CLIENT');
  });

  it('is listed as not set up, without naming the server settings that would turn it on', async () => {
    const body = await overview();
    expect(row(body, 'teams')).toMatchObject({ status: 'not-configured' });
    expect(row(body, 'hubspot')).toMatchObject({ status: 'not-configured', kind: 'crm' });
    expect(row(body, 'slack')).toMatchObject({ status: 'not-connected' });
    expect(JSON.stringify(body)).not.toMatch(/_CLIENT_(ID|SECRET)/);
  });
});

describe('connecting a chat workspace (OAuth 2 authorization code)', () => {
  it("links to the provider's consent page with the client, the callback and a sealed state", async () => {
    const link = await startLink('chat', 'slack');
    expect(link.origin + link.pathname).toBe(`${provider.base}/authorize`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      client_id: 'slack-client',
      response_type: 'code',
      redirect_uri: `${origin}${api('/api/v1/chat-authorization/callback')}`,
    });
    expect(link.searchParams.get('state')!.length).toBeGreaterThan(40);
  });

  it('exchanges the code at the token endpoint, stores the connection, audits it and sends the browser back', async () => {
    const link = await startLink('chat', 'slack');
    const back = await callback('chat', { code: 'the-code', state: link.searchParams.get('state')! });
    expect(back.pathname).toBe('/partner/settings/integrations');
    expect(resultOf(back)).toEqual({ connection: 'slack', result: 'connected' });
    expect(provider.tokenRequests.at(-1)!.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      client_id: 'slack-client',
      client_secret: 'slack-secret',
      redirect_uri: link.searchParams.get('redirect_uri'),
    });
    const body = await overview();
    expect(row(body, 'slack')).toMatchObject({
      status: 'connected',
      kind: 'chat',
      externalName: 'Fjord Workspace',
      connectedBy: { fullName: 'Ingrid Hansen' },
      connectedAt: expect.any(String),
    });
    const [entry] = await audits('connection.chat.connected');
    expect(entry).toMatchObject({ target: 'slack', after: { provider: 'slack', externalName: 'Fjord Workspace' } });
  });

  it('keeps the token sealed: not in the database as sent, and in no answer', async () => {
    const token = (await stored('slack'))[0]!.tokenSealed;
    expect(token).toBeTruthy();
    expect(token).not.toContain('xoxb-');
    expect(JSON.stringify(await overview())).not.toContain('xoxb-');
  });

  it('proves the client with HTTP Basic where the provider asks for it (Gong)', async () => {
    const link = await startLink('crm', 'gong');
    expect(resultOf(await callback('crm', { code: 'gong-code', state: link.searchParams.get('state')! }))).toEqual({
      connection: 'gong',
      result: 'connected',
    });
    const request = provider.tokenRequests.at(-1)!;
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('gong-client:gong-secret').toString('base64')}`);
    expect(request.form.client_secret).toBeUndefined();
  });
});

describe('refusals at the callback', () => {
  it('refuses a replayed state without asking the provider again', async () => {
    const link = await startLink('chat', 'slack');
    const state = link.searchParams.get('state')!;
    await callback('chat', { code: 'first', state });
    const requests = provider.tokenRequests.length;
    const before = await stored('slack');
    expect(resultOf(await callback('chat', { code: 'again', state }))).toEqual({
      connection: 'slack',
      result: 'refused',
    });
    expect(provider.tokenRequests.length).toBe(requests);
    expect(await stored('slack')).toEqual(before);
  });

  it('refuses a forged or tampered state', async () => {
    const state = (await startLink('chat', 'slack')).searchParams.get('state')!;
    const tampered = state.slice(0, -2) + (state.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [tampered, 'made-up', ''])
      expect(resultOf(await callback('chat', { code: 'x', state: bad }))).toEqual({ result: 'refused' });
  });

  it('refuses a state started in another session, even of the same person', async () => {
    const state = (await startLink('chat', 'slack')).searchParams.get('state')!;
    const otherSession = await t.cookieFor('distributor');
    expect(resultOf(await callback('chat', { code: 'x', state }, otherSession)).result).toBe('refused');
  });

  it('refuses a chat state at the CRM callback', async () => {
    const state = (await startLink('chat', 'slack')).searchParams.get('state')!;
    expect(resultOf(await callback('crm', { code: 'x', state })).result).toBe('refused');
  });

  it('says the person declined when the provider reports access_denied, and stores nothing', async () => {
    const before = await stored('slack');
    const state = (await startLink('chat', 'slack')).searchParams.get('state')!;
    expect(resultOf(await callback('chat', { error: 'access_denied', state }))).toEqual({
      connection: 'slack',
      result: 'denied',
    });
    expect(await stored('slack')).toEqual(before);
  });

  it('reports a provider error and leaves the saved connection exactly as it was', async () => {
    const before = await stored('slack');
    const audited = (await audits('connection.chat.connected')).length;
    provider.answerNext({ status: 400, body: { error: 'invalid_grant' } });
    const state = (await startLink('chat', 'slack')).searchParams.get('state')!;
    expect(resultOf(await callback('chat', { code: 'stale', state }))).toEqual({
      connection: 'slack',
      result: 'failed',
    });
    // Slack's own way of failing: 200 with ok: false.
    provider.answerNext({ status: 200, body: { ok: false, error: 'invalid_code' } });
    const again = (await startLink('chat', 'slack')).searchParams.get('state')!;
    expect(resultOf(await callback('chat', { code: 'stale', state: again })).result).toBe('failed');
    expect(await stored('slack')).toEqual(before);
    expect((await audits('connection.chat.connected')).length).toBe(audited);
  });

  it('gives up on a provider that does not answer in time, changing nothing', async () => {
    const before = await stored('slack');
    provider.answerNext('hang');
    const state = (await startLink('chat', 'slack')).searchParams.get('state')!;
    const started = Date.now();
    expect(resultOf(await callback('chat', { code: 'slow', state }))).toEqual({
      connection: 'slack',
      result: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stored('slack')).toEqual(before);
  });
});

describe('who may see, start and remove connections', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: api(`/api/v1/organizations/${distributorOrg}/connections`) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: api('/api/v1/chat-authorization?chat-provider=slack') })).statusCode).toBe(401);
  });

  it('names the field of a provider outside the §5 enums', async () => {
    const response = await get('/api/v1/chat-authorization?chat-provider=gong');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('chat-provider');
    const directory = await t.app.inject({
      method: 'DELETE',
      url: api(`/api/v1/organizations/${distributorOrg}/connections/microsoft`),
      headers: { cookie: distributor, origin },
    });
    expect(directory.statusCode).toBe(400);
    expect(directory.json().fields[0].field).toBe('provider');
  });

  it("answers another partner's session as if the organisation did not exist, and removes nothing", async () => {
    const reseller = await t.cookieFor('reseller');
    expect((await get(`/api/v1/organizations/${distributorOrg}/connections`, reseller)).statusCode).toBe(404);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: api(`/api/v1/organizations/${distributorOrg}/connections/slack`),
      headers: { cookie: reseller, origin },
    });
    expect(removal.statusCode).toBe(404);
    expect(await stored('slack')).toHaveLength(1);
  });

  it('starts no connection in remote view, which only reads', async () => {
    const [viewed] = await t.database.db
      .select()
      .from(organizations)
      .where(
        and(
          eq(organizations.partnerCybrOrgId, distributorOrg),
          eq(organizations.partnerView, true),
          ne(organizations.status, 'PARTNER'),
        ),
      )
      .limit(1);
    const response = await get(
      '/api/v1/chat-authorization?chat-provider=slack',
      `${distributor}; cybr-remote-view=${viewed!.cybrOrgId}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('MODE_READ_ONLY');
  });

  it("does not let a customer organisation's admin connect anything", async () => {
    expect(
      (await get('/api/v1/chat-authorization?chat-provider=slack', await t.cookieFor('customer'))).statusCode,
    ).toBe(403);
  });

  it('disconnects, audited, and says so when there is nothing left to remove', async () => {
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: api(`/api/v1/organizations/${distributorOrg}/connections/slack`),
        headers: { cookie: distributor, origin },
      });
    expect((await remove()).json()).toEqual({ ok: true });
    expect(row(await overview(), 'slack')).toMatchObject({ status: 'not-connected', connectedBy: null });
    expect(await audits('connection.chat.disconnected')).toHaveLength(1);
    expect((await remove()).statusCode).toBe(404);
  });
});
