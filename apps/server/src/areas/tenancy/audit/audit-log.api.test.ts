import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { auditCsv } from './audit-export.ts';

let t: TestApp;
let alpine: string;
let thames: string;
let reseller: string;
let actor: { cybrId: string; fullName: string };
beforeAll(async () => {
  t = await createTestApp();
  alpine = await t.orgId('Alpine Secure IT GmbH');
  thames = await t.orgId('Thames Cyber Partners Ltd');
  reseller = await t.cookieFor('reseller');
  actor = (await t.database.db.select().from(users).where(eq(users.email, demoAccounts.reseller.email)))[0]!;
  const at = (day: string, n: number) => `${day}T${String(n).padStart(2, '0')}:00:00Z`;
  await t.database.db.insert(auditLog).values([
    {
      actorCybrId: actor.cybrId,
      cybrOrgId: alpine,
      action: 'customer.status',
      target: thames,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
      occurredAt: at('2026-01-01', 0),
    },
    {
      actorCybrId: actor.cybrId,
      cybrOrgId: alpine,
      action: 'customer.license-cap',
      target: 'gone-org',
      occurredAt: at('2026-01-02', 23),
    },
    {
      actorCybrId: 'gone-user',
      cybrOrgId: alpine,
      action: 'mode.remote-view.entered',
      target: thames,
      occurredAt: at('2026-01-03', 0),
    },
    {
      actorCybrId: actor.cybrId,
      cybrOrgId: thames,
      action: 'customer.status',
      target: alpine,
      occurredAt: at('2026-01-02', 12),
    },
  ]);
});
afterAll(() => t.close());

const list = async (query = '', cookie = reseller, org = alpine) =>
  t.app.inject({ method: 'GET', url: api(`/api/v1/partners/${org}/audit-log${query}`), headers: { cookie } });
const actions = async (query: string) => (await list(query)).json().data.map((e: { action: string }) => e.action);

describe('the audit log', () => {
  it("lists the partner's own entries newest first, with names from users and organisations", async () => {
    const page = (await list('?since=2026-01-01&until=2026-01-03')).json();
    expect(page.total).toBe(3);
    expect(page.data.map((e: { action: string }) => e.action)).toEqual([
      'mode.remote-view.entered',
      'customer.license-cap',
      'customer.status',
    ]);
    expect(page.data[2]).toMatchObject({
      occurredAt: '2026-01-01T00:00:00.000Z',
      actorCybrId: actor.cybrId,
      actorName: actor.fullName,
      target: thames,
      targetName: 'Thames Cyber Partners Ltd',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });
    expect(page.data[0]).toMatchObject({ actorName: null, targetName: 'Thames Cyber Partners Ltd' });
    expect(page.data[1]).toMatchObject({ target: 'gone-org', targetName: null });
  });

  it('filters by an exact action or a prefix, and by whole UTC days', async () => {
    expect(await actions('?action=customer.status')).toEqual(['customer.status']);
    expect(await actions('?action=customer.')).toEqual(['customer.license-cap', 'customer.status']);
    expect(await actions('?action=mode.remote-view.')).toEqual(['mode.remote-view.entered']);
    expect(await actions('?since=2026-01-02&until=2026-01-02')).toEqual(['customer.license-cap']);
    expect(await actions('?since=2026-01-03')).toEqual(['mode.remote-view.entered']);
  });

  it('refuses an action filter outside the vocabulary, naming the field, in the list and the export', async () => {
    for (const action of ['customer', 'customer%25', 'customer.status.', 'no.such-action', 'bulk.']) {
      for (const path of ['audit-log', 'audit-log/export']) {
        const answer = await t.app.inject({
          method: 'GET',
          url: api(`/api/v1/partners/${alpine}/${path}?action=${action}`),
          headers: { cookie: reseller },
        });
        expect({ action, path, status: answer.statusCode, field: answer.json().fields?.[0]?.field }).toEqual({
          action,
          path,
          status: 400,
          field: 'action',
        });
      }
    }
  });

  it('pages with the total', async () => {
    const page = (await list('?from=1&to=2&until=2026-01-03')).json();
    expect(page).toMatchObject({ count: 1, from: 1, to: 2, total: 3 });
    expect(page.data[0].action).toBe('customer.license-cap');
  });

  it('refuses bad dates and an end before the start, naming the field', async () => {
    expect((await list('?since=2026-13-01')).json().fields[0].field).toBe('since');
    const reversed = await list('?since=2026-01-03&until=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields[0].field).toBe('until');
  });

  it("keeps a partner's log from every other organisation, its distributor included", async () => {
    for (const cookie of [
      await t.cookieFor('reseller2'),
      await t.cookieFor('distributor'),
      await t.cookieFor('customer'),
    ]) {
      const answer = await list('', cookie);
      expect(answer.statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: api(`/api/v1/partners/${alpine}/audit-log/export`),
            headers: { cookie },
          })
        ).statusCode,
      ).toBe(404);
    }
    const body = async (org: string) => {
      const { requestId: _id, ...rest } = (await list('', await t.cookieFor('reseller2'), org)).json();
      return rest;
    };
    expect(await body('no-such-org')).toEqual(await body(alpine));
  });

  it('exports the filtered log as CSV', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: api(`/api/v1/partners/${alpine}/audit-log/export?action=customer.&until=2026-01-03`),
      headers: { cookie: reseller },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body).toBe(
      'occurredAt,actorCybrId,actorName,action,target,targetName,before,after,apiKey\r\n' +
        `2026-01-02T23:00:00.000Z,${actor.cybrId},${actor.fullName},customer.license-cap,gone-org,,,,\r\n` +
        `2026-01-01T00:00:00.000Z,${actor.cybrId},${actor.fullName},customer.status,${thames},Thames Cyber Partners Ltd,"{""status"":""PENDING""}","{""status"":""APPROVED""}",\r\n`,
    );
  });

  it('exports more entries than one batch, each once, newest first, also when many share a moment', async () => {
    // Microseconds the API's millisecond timestamps do not show: the batches must not lose them.
    const moment = '2025-06-01T10:00:00.123456Z';
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 25 }, (_, n): typeof auditLog.$inferInsert => ({
        actorCybrId: actor.cybrId,
        cybrOrgId: thames,
        action: n % 2 ? 'session.sign-in' : 'session.sign-out',
        target: `bulk-${n}`,
        occurredAt: n < 10 ? moment : `2025-06-01T10:00:${String(n).padStart(2, '0')}.5Z`,
      })),
    );
    let text = '';
    for await (const chunk of auditCsv(t.database, thames, { action: 'session.' }, 4)) text += String(chunk);
    const rows = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[4]);
    expect(rows).toHaveLength(25);
    expect(rows.slice(0, 15)).toEqual(Array.from({ length: 15 }, (_, n) => `bulk-${24 - n}`));
    expect(new Set(rows).size).toBe(25);
  });
});
