import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, connections, organizations } from '../../../db/schema.ts';
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
const sync = (method: 'POST' | 'DELETE', cookie = p.cookie, cybrOrgId = p.cybrOrgId) =>
  t.app.inject({ method, url: api(`/api/v1/organizations/${cybrOrgId}/sync`), headers: { cookie, origin } });
const shown = async () =>
  (
    await t.app.inject({ url: api(`/api/v1/organizations/${p.cybrOrgId}/connections`), headers: { cookie: p.cookie } })
  ).json().sync;
const syncStatus = async () =>
  (await t.database.db.select().from(organizations).where(eq(organizations.cybrOrgId, p.cybrOrgId)))[0]!.syncStatus;
const audits = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.cybrOrgId, p.cybrOrgId), eq(auditLog.target, p.cybrOrgId)));

describe('organisation sync (§7 POST/DELETE …/sync, §3 syncStatus)', () => {
  it('shows the directory connection made at sign-up, and no sync yet', async () => {
    const body = (
      await t.app.inject({
        url: api(`/api/v1/organizations/${p.cybrOrgId}/connections`),
        headers: { cookie: p.cookie },
      })
    ).json();
    expect(body.connections[0]).toMatchObject({
      provider: 'microsoft',
      kind: 'directory',
      status: 'connected',
      connectedBy: { cybrId: p.cybrId },
    });
    expect(body.sync).toEqual({ on: false, syncStatus: null, syncDate: null, startedAt: null, startedBy: null });
  });

  it('starts: status pending until the directory is read, who and when recorded, audited once', async () => {
    expect((await sync('POST')).json()).toEqual({ ok: true });
    expect(await syncStatus()).toBe('pending');
    expect(await shown()).toMatchObject({
      on: true,
      syncStatus: 'pending',
      startedAt: expect.any(String),
      startedBy: { cybrId: p.cybrId },
    });
    expect((await sync('POST')).statusCode).toBe(200);
    expect((await audits()).filter((a) => a.action === 'organization.sync.started')).toHaveLength(1);
  });

  it("is another partner's business only as a missing organisation", async () => {
    const reseller = await t.cookieFor('reseller');
    expect((await sync('DELETE', reseller)).statusCode).toBe(404);
    expect((await sync('POST', await t.cookieFor('customer'))).statusCode).toBe(404);
    expect(await syncStatus()).toBe('pending');
  });

  it('needs a session', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api(`/api/v1/organizations/${p.cybrOrgId}/sync`),
          headers: { origin },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('stops: status cleared, audited with before and after', async () => {
    expect((await sync('DELETE')).json()).toEqual({ ok: true });
    expect(await syncStatus()).toBeNull();
    expect(await shown()).toMatchObject({ on: false, startedBy: null });
    const stopped = (await audits()).find((a) => a.action === 'organization.sync.stopped');
    expect(stopped).toMatchObject({
      actorCybrId: p.cybrId,
      before: { syncStatus: 'pending' },
      after: { syncStatus: null },
    });
  });

  it('refuses to start without a directory connection, changing nothing', async () => {
    await t.database.db.delete(connections).where(eq(connections.cybrOrgId, p.cybrOrgId));
    const response = await sync('POST');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('directory');
    expect(await syncStatus()).toBeNull();
  });
});
