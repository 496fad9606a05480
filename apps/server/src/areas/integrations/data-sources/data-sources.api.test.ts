import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataSourceIntegrations } from '../../../db/schema.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let distributorId: string;
beforeAll(async () => {
  t = await createTestApp();
  distributorId = await t.orgId('Nordic Shield Distribution AS');
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const integrations = (cybrOrgId: string, cookie: string) =>
  t.app.inject({ url: api(`/api/v1/organizations/${cybrOrgId}/integrations`), headers: { cookie } });
const buckets = (cybrOrgId: string, cookie: string, provider = 'github') =>
  t.app.inject({
    url: api(`/api/v1/organizations/${cybrOrgId}/integrations/${provider}/bucket-service-accounts`),
    headers: { cookie },
  });
const report = (cybrOrgId: string, body: unknown, cookie: string, provider = 'github') =>
  t.app.inject({
    method: 'PUT',
    url: api(`/api/v1/platform/organizations/${cybrOrgId}/integrations/${provider}/health`),
    headers: { cookie, origin },
    payload: body as object,
  });
const rows = (cybrOrgId: string) =>
  t.database.db.select().from(dataSourceIntegrations).where(eq(dataSourceIntegrations.cybrOrgId, cybrOrgId));

describe('GET integrations (§3 data-source integration health)', () => {
  it('lists the demo distributor’s two GitHub exports, one ok and one failing, with bucket and service account', async () => {
    const response = await integrations(distributorId, await t.cookieFor('distributor'));
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(2);
    expect(
      list.map((i: { connected: boolean; health: { status: string } }) => [i.connected, i.health.status]).sort(),
    ).toEqual([
      [true, 'failing'],
      [true, 'ok'],
    ]);
    for (const entry of list)
      expect(entry.health).toMatchObject({
        provider: 'github',
        bucketName: expect.any(String),
        serviceAccount: expect.stringContaining('@'),
        startedAt: expect.any(String),
      });
  });

  it('lists GitHub as not connected for an organisation without a data source', async () => {
    const p = await newPartner(t, 'distributor');
    expect((await integrations(p.cybrOrgId, p.cookie)).json()).toEqual([
      { provider: 'github', connected: false, health: null },
    ]);
    expect((await buckets(p.cybrOrgId, p.cookie)).json()).toEqual([]);
  });

  it('GET bucket-service-accounts names where the data goes', async () => {
    const response = await buckets(distributorId, await t.cookieFor('distributor'));
    expect(response.json()).toEqual([
      { bucketName: 'nordic-shield-github-archive', serviceAccount: 'archive-collector@nordic-shield.iam.example' },
      { bucketName: 'nordic-shield-github-audit', serviceAccount: 'github-collector@nordic-shield.iam.example' },
    ]);
  });

  it('refuses an unknown provider with 400 naming provider', async () => {
    const response = await buckets(distributorId, await t.cookieFor('distributor'), 'gitlab');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('provider');
  });

  it('another partner gets 404, as for a missing organisation; no session gets 401', async () => {
    const other = await newPartner(t, 'distributor');
    const denied = await integrations(distributorId, other.cookie);
    expect(denied.statusCode).toBe(404);
    expect({ ...denied.json(), requestId: 0 }).toEqual({
      ...(await integrations('no-such-org', other.cookie)).json(),
      requestId: 0,
    });
    expect((await buckets(distributorId, other.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: api(`/api/v1/organizations/${distributorId}/integrations`) })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT health report (platform staff)', () => {
  it('starts an integration on its first report and keeps startedAt on later ones; status changes are audited', async () => {
    const p = await newPartner(t, 'reseller');
    const staff = await t.cookieFor('staff');
    const body = { bucketName: 'fjord-github', serviceAccount: 'collector@fjord.iam.example', status: 'ok' };
    const first = await report(p.cybrOrgId, body, staff);
    expect(first.statusCode).toBe(200);
    const second = await report(p.cybrOrgId, { ...body, status: 'failing' }, staff);
    expect(second.json()).toMatchObject({
      status: 'failing',
      startedAt: first.json().startedAt,
      bucketName: 'fjord-github',
    });
    expect(Date.parse(second.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.json().updatedAt));
    await report(p.cybrOrgId, { ...body, status: 'failing' }, staff);
    const entries = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'integration.health'))
    ).filter((e) => e.target === p.cybrOrgId);
    expect(entries.map((e) => (e.after as { status: string }).status)).toEqual(['ok', 'failing']);
    expect((await integrations(p.cybrOrgId, p.cookie)).json()).toEqual([
      {
        provider: 'github',
        connected: true,
        health: expect.objectContaining({ status: 'failing', bucketName: 'fjord-github' }),
      },
    ]);
  });

  it('refuses a partner with 403 and an unknown organisation with 404, storing nothing', async () => {
    const before = await rows(distributorId);
    const body = { bucketName: 'x', serviceAccount: 'x@y.example', status: 'ok' };
    expect((await report(distributorId, body, await t.cookieFor('distributor'))).statusCode).toBe(403);
    expect((await report('no-such-org', body, await t.cookieFor('staff'))).statusCode).toBe(404);
    expect(await rows(distributorId)).toEqual(before);
  });

  it('refuses a bad status with 400 naming it', async () => {
    const response = await report(
      distributorId,
      { bucketName: 'b', serviceAccount: 's@x.example', status: 'broken' },
      await t.cookieFor('staff'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('status');
  });
});
