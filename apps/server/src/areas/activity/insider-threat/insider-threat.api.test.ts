import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  auditLog,
  crusades,
  licenses,
  organizations,
  sieges,
  users,
  wallActivity,
  walls,
  wallSieges,
} from '../../../db/schema.ts';
import { insertSession, sessionCookie } from '../../../auth/sessions.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { noLicenceMessage } from './access.ts';
import { wallActivityCsv } from './activity-csv.ts';
import { activityNotReady } from './routes.ts';

let t: TestApp;
let org: string;
let otherOrg: string;
let memberCookie: string;
const origin = 'http://127.0.0.1:3000';
const person = 'person-1';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [customer] = await db.select().from(users).where(eq(users.email, demoAccounts.customer.email));
  org = customer!.cybrOrgId!;
  // Another licensed organisation with seeded walls: its walls are never reachable through `org`.
  const [other] = await db
    .select({ id: walls.cybrOrgId })
    .from(walls)
    .where(inArray(walls.review, ['awaiting']))
    .limit(1);
  otherOrg = other!.id;
  expect(otherOrg).not.toBe(org);
  await db.delete(walls).where(eq(walls.cybrOrgId, org));
  await db.delete(sieges).where(eq(sieges.cybrOrgId, org));
  await db.delete(crusades).where(eq(crusades.cybrOrgId, org));
  await db
    .delete(licenses)
    .where(and(eq(licenses.cybrOrgId, org), eq(licenses.productType, 'insider-threat-detection')));
  await db
    .insert(licenses)
    .values({ cybrOrgId: org, productType: 'insider-threat-detection', issued: 3, active: true, licenseCap: 10 });
  await db.insert(crusades).values([
    { id: 'c-old', cybrOrgId: org, name: 'Phishing basics', status: 'finished', startedAt: '2026-01-05T09:00:00Z' },
    { id: 'c-next', cybrOrgId: org, name: 'Password hygiene', status: 'scheduled', startedAt: null },
    { id: 'c-now', cybrOrgId: org, name: 'CEO fraud', status: 'running', startedAt: '2026-06-01T09:00:00Z' },
  ]);
  await db.insert(sieges).values([
    {
      id: 's-1',
      cybrOrgId: org,
      name: 'Repositories',
      status: 'running',
      model: 'download-quantity',
      startedAt: '2026-03-01T00:00:00Z',
    },
    {
      id: 's-2',
      cybrOrgId: org,
      name: 'Mail',
      status: 'finished',
      model: 'email-leakage',
      startedAt: '2026-02-01T00:00:00Z',
    },
  ]);
  await db.insert(walls).values([
    {
      id: 'w-old',
      cybrOrgId: org,
      userCybrId: person,
      firstSeen: '2026-04-01T08:00:00Z',
      updated: '2026-04-03T08:00:00Z',
      csvReady: true,
    },
    {
      id: 'w-new',
      cybrOrgId: org,
      userCybrId: 'person-2',
      firstSeen: '2026-05-01T08:00:00Z',
      updated: '2026-05-09T10:30:00Z',
      csvReady: false,
    },
    {
      id: 'w-done',
      cybrOrgId: org,
      userCybrId: person,
      firstSeen: '2026-03-01T08:00:00Z',
      updated: '2026-03-02T08:00:00Z',
      review: 'rejected',
    },
    {
      id: 'w-race',
      cybrOrgId: org,
      userCybrId: person,
      firstSeen: '2026-02-01T08:00:00Z',
      updated: '2026-02-02T08:00:00Z',
    },
  ]);
  await db.insert(wallSieges).values([
    { wallId: 'w-old', siegeId: 's-2' },
    { wallId: 'w-old', siegeId: 's-1' },
    { wallId: 'w-new', siegeId: 's-1' },
  ]);
  await db.insert(wallActivity).values([
    {
      wallId: 'w-old',
      siegeId: 's-1',
      occurredAt: '2026-04-02T10:00:00Z',
      action: 'download',
      resource: 'payments-service',
      source: 'github',
      bytes: 5_000_000,
    },
    {
      wallId: 'w-old',
      siegeId: 's-2',
      occurredAt: '2026-04-01T08:00:00Z',
      action: 'email-sent',
      resource: '=cmd|"/c calc"',
      source: 'microsoft-365',
    },
    {
      wallId: 'w-old',
      siegeId: null,
      occurredAt: '2026-04-03T08:00:00Z',
      action: 'download',
      resource: 'a, "quoted" name',
      source: 'github',
      bytes: 12,
    },
  ]);
  const [member] = await db
    .insert(users)
    .values({
      cybrId: 'plain-member',
      cybrOrgId: org,
      email: 'plain.member@customer.example',
      fullName: 'Plain Member',
      userRole: 'User',
    })
    .returning();
  memberCookie = `${sessionCookie}=${await insertSession(t.database, member!.cybrId, 3600)}`;
});
afterAll(() => t.close());

type Who = 'distributor' | 'reseller' | 'reseller2' | 'customer' | 'member' | null;
const cookie = async (who: Who) =>
  who === null ? {} : { cookie: who === 'member' ? memberCookie : await t.cookieFor(who) };
const get = async (path: string, who: Who = 'customer') =>
  t.app.inject({ url: api(`/api/v1/organizations/${org}${path}`), headers: await cookie(who) });
const send = async (
  method: 'PATCH' | 'POST',
  path: string,
  payload: unknown,
  who: Who = 'distributor',
  cybrOrgId = org,
) =>
  t.app.inject({
    method,
    url: api(`/api/v1/organizations/${cybrOrgId}${path}`),
    headers: { origin, ...(await cookie(who)) },
    payload: payload as object,
  });
const wallRow = async (id: string) => (await t.database.db.select().from(walls).where(eq(walls.id, id)))[0]!;
const auditFor = async (wallId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.target, org)).orderBy(asc(auditLog.id))).filter(
    (a) => (a.after as { wallId?: string } | null)?.wallId === wallId,
  );

describe('crusades and sieges', () => {
  it('lists the training campaigns newest first, the scheduled one on top', async () => {
    const answer = await get('/crusades');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { id: 'c-next', name: 'Password hygiene', status: 'scheduled', startedAt: null },
      { id: 'c-now', name: 'CEO fraud', status: 'running', startedAt: '2026-06-01T09:00:00.000Z' },
      { id: 'c-old', name: 'Phishing basics', status: 'finished', startedAt: '2026-01-05T09:00:00.000Z' },
    ]);
  });

  it('lists the sieges with their models, for the partner too', async () => {
    const answer = await get('/sieges', 'distributor');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: 's-1',
        name: 'Repositories',
        status: 'running',
        model: 'download-quantity',
        startedAt: '2026-03-01T00:00:00.000Z',
      },
      { id: 's-2', name: 'Mail', status: 'finished', model: 'email-leakage', startedAt: '2026-02-01T00:00:00.000Z' },
    ]);
  });

  it.each(['/crusades', '/sieges', '/walls', '/walls/w-old/activity'])(
    '%s: 401 signed out, 404 for another partner',
    async (path) => {
      expect((await get(path, null)).statusCode).toBe(401);
      const other = await get(path, 'reseller2');
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('w-old');
    },
  );
});

describe('walls awaiting review', () => {
  it('lists only awaiting walls, most recently updated first, with their sieges', async () => {
    const answer = await get('/walls');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        wallId: 'w-new',
        siegeIds: ['s-1'],
        firstSeen: '2026-05-01T08:00:00.000Z',
        updated: '2026-05-09T10:30:00.000Z',
        csvReady: false,
        customerReady: false,
        user: 'person-2',
      },
      {
        wallId: 'w-old',
        siegeIds: ['s-1', 's-2'],
        firstSeen: '2026-04-01T08:00:00.000Z',
        updated: '2026-04-03T08:00:00.000Z',
        csvReady: true,
        customerReady: false,
        user: person,
      },
      {
        wallId: 'w-race',
        siegeIds: [],
        firstSeen: '2026-02-01T08:00:00.000Z',
        updated: '2026-02-02T08:00:00.000Z',
        csvReady: false,
        customerReady: false,
        user: person,
      },
    ]);
  });

  it('needs an active insider-threat licence: sieges, walls and decisions are 403 without one, crusades still answer', async () => {
    const licence = and(eq(licenses.cybrOrgId, org), eq(licenses.productType, 'insider-threat-detection'));
    try {
      await t.database.db.update(licenses).set({ expiration: '2026-01-01T00:00:00Z' }).where(licence);
      for (const path of ['/sieges', '/walls', '/walls/w-old/activity']) {
        const answer = await get(path);
        expect(answer.statusCode).toBe(403);
        expect(answer.json().message).toBe(noLicenceMessage);
      }
      expect((await send('PATCH', '/walls/w-race', { decision: 'approve' })).statusCode).toBe(403);
      expect((await wallRow('w-race')).review).toBe('awaiting');
      await t.database.db.update(licenses).set({ expiration: null, active: false }).where(licence);
      expect((await get('/walls')).statusCode).toBe(403);
      expect((await get('/crusades')).statusCode).toBe(200);
    } finally {
      await t.database.db.update(licenses).set({ expiration: null, active: true }).where(licence);
    }
  });
});

describe('PATCH .../walls/{wallId}: the partner approves or rejects', () => {
  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    for (const [payload, field, path] of [
      [{ decision: 'maybe' }, 'decision', '/walls/w-old'],
      [{}, 'decision', '/walls/w-old'],
      [{ decision: 'approve' }, 'wallId', `/walls/${'x'.repeat(65)}`],
    ] as const) {
      const answer = await send('PATCH', path, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await wallRow('w-old')).review).toBe('awaiting');
  });

  it("refuses the customer's own admin (403), a stranger (404) and the signed out (401), changing nothing", async () => {
    expect((await send('PATCH', '/walls/w-old', { decision: 'approve' }, 'customer')).statusCode).toBe(403);
    expect((await send('PATCH', '/walls/w-old', { decision: 'approve' }, 'reseller')).statusCode).toBe(404);
    expect((await send('PATCH', '/walls/w-old', { decision: 'approve' }, null)).statusCode).toBe(401);
    expect(await wallRow('w-old')).toMatchObject({ review: 'awaiting', customerReady: false, decidedBy: null });
    expect(await auditFor('w-old')).toEqual([]);
  });

  it('answers 404 for a wall of another organisation or none', async () => {
    const [foreign] = await t.database.db.select().from(walls).where(eq(walls.cybrOrgId, otherOrg)).limit(1);
    expect((await send('PATCH', `/walls/${foreign!.id}`, { decision: 'approve' })).statusCode).toBe(404);
    expect((await wallRow(foreign!.id)).review).toBe(foreign!.review);
    expect((await send('PATCH', '/walls/no-such-wall', { decision: 'approve' })).statusCode).toBe(404);
  });

  it('approving makes the wall customerReady, takes it off the awaiting list and audits before and after', async () => {
    const answer = await send('PATCH', '/walls/w-old', { decision: 'approve' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ wallId: 'w-old', customerReady: true, siegeIds: ['s-1', 's-2'] });
    const [distributor] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts.distributor.email));
    expect(await wallRow('w-old')).toMatchObject({
      review: 'approved',
      customerReady: true,
      decidedBy: distributor!.cybrId,
    });
    expect((await get('/walls')).json().map((w: { wallId: string }) => w.wallId)).toEqual(['w-new', 'w-race']);
    const audits = await auditFor('w-old');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'wall.approved',
      actorCybrId: distributor!.cybrId,
      cybrOrgId: distributor!.cybrOrgId,
      before: { wallId: 'w-old', review: 'awaiting', customerReady: false },
      after: { wallId: 'w-old', review: 'approved', customerReady: true },
    });
  });

  it('a second decision is a 409 naming the decision, and changes nothing', async () => {
    const answer = await send('PATCH', '/walls/w-old', { decision: 'reject' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().fields).toEqual([{ field: 'decision', message: 'This wall has already been approved' }]);
    expect(await wallRow('w-old')).toMatchObject({ review: 'approved', customerReady: true });
    expect(await auditFor('w-old')).toHaveLength(1);
    expect((await send('PATCH', '/walls/w-done', { decision: 'approve' })).statusCode).toBe(409);
  });

  it('two partners deciding at once: one wins, the other gets 409, one audit entry', async () => {
    const answers = await Promise.all([
      send('PATCH', '/walls/w-race', { decision: 'reject' }),
      send('PATCH', '/walls/w-race', { decision: 'approve' }, 'distributor'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const stored = await wallRow('w-race');
    expect(stored.customerReady).toBe(winner.customerReady);
    expect(stored.review).toBe(winner.customerReady ? 'approved' : 'rejected');
    expect(await auditFor('w-race')).toHaveLength(1);
  });
});

describe("POST .../walls/{wallId}/flags: the customer's flag", () => {
  it('the customer admin sets it; the audit keeps before and after', async () => {
    const answer = await send('POST', '/walls/w-new/flags', { flag: 'relevant' }, 'customer');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ wallId: 'w-new', customerReady: false });
    expect(await wallRow('w-new')).toMatchObject({ customerFlag: 'relevant' });
    const [entry] = await auditFor('w-new');
    expect(entry).toMatchObject({
      action: 'wall.flagged',
      cybrOrgId: org,
      before: { wallId: 'w-new', flag: '' },
      after: { wallId: 'w-new', flag: 'relevant' },
    });
  });

  it("the partner may change it on the customer's behalf, '' clears it, and the same flag again records nothing", async () => {
    expect((await send('POST', '/walls/w-new/flags', { flag: 'ignore' }, 'distributor')).statusCode).toBe(200);
    expect((await send('POST', '/walls/w-new/flags', { flag: '' }, 'customer')).statusCode).toBe(200);
    expect((await send('POST', '/walls/w-new/flags', { flag: '' }, 'customer')).statusCode).toBe(200);
    expect((await wallRow('w-new')).customerFlag).toBe('');
    expect((await auditFor('w-new')).map((a) => [a.before, a.after])).toEqual([
      [
        { wallId: 'w-new', flag: '' },
        { wallId: 'w-new', flag: 'relevant' },
      ],
      [
        { wallId: 'w-new', flag: 'relevant' },
        { wallId: 'w-new', flag: 'ignore' },
      ],
      [
        { wallId: 'w-new', flag: 'ignore' },
        { wallId: 'w-new', flag: '' },
      ],
    ]);
  });

  it('refuses a bad flag (400 naming it), a plain member (403), another partner (404), the signed out (401)', async () => {
    const bad = await send('POST', '/walls/w-new/flags', { flag: 'urgent' }, 'customer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('flag');
    expect((await send('POST', '/walls/w-new/flags', { flag: 'relevant' }, 'member')).statusCode).toBe(403);
    expect((await send('POST', '/walls/w-new/flags', { flag: 'relevant' }, 'reseller2')).statusCode).toBe(404);
    expect((await send('POST', '/walls/w-new/flags', { flag: 'relevant' }, null)).statusCode).toBe(401);
    expect((await wallRow('w-new')).customerFlag).toBe('');
    expect(await auditFor('w-new')).toHaveLength(3);
  });

  it('a plain member may still read the walls', async () => {
    expect((await get('/walls', 'member')).statusCode).toBe(200);
  });
});

describe('GET .../walls/{wallId}/activity', () => {
  it('streams the activity rows behind the wall, oldest first, as a CSV download with formulas defused', async () => {
    const answer = await get('/walls/w-old/activity');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="wall-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.body.split('\r\n')).toEqual([
      'time,siege,model,action,resource,source,bytes',
      `2026-04-01T08:00:00.000Z,Mail,email-leakage,email-sent,"'=cmd|""/c calc""",microsoft-365,`,
      '2026-04-02T10:00:00.000Z,Repositories,download-quantity,download,payments-service,github,5000000',
      '2026-04-03T08:00:00.000Z,,,download,"a, ""quoted"" name",github,12',
      '',
    ]);
  });

  it('reads in batches without losing or repeating a row', async () => {
    let text = '';
    for await (const chunk of wallActivityCsv(t.database, 'w-old', 1)) text += String(chunk);
    expect(text).toBe((await get('/walls/w-old/activity')).body);
  });

  it('answers 409 while the activity is not ready, 404 for an unknown or foreign wall', async () => {
    const notReady = await get('/walls/w-new/activity');
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe(activityNotReady);
    expect((await get('/walls/nothing-here/activity')).statusCode).toBe(404);
    const [foreign] = await t.database.db
      .select()
      .from(walls)
      .where(and(eq(walls.cybrOrgId, otherOrg), eq(walls.csvReady, true)))
      .limit(1);
    expect((await get(`/walls/${foreign!.id}/activity`)).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('seeds sieges, awaiting and decided walls and activity only for customers with an insider-threat licence', async () => {
    const seeded = await t.database.db
      .select({ cybrOrgId: walls.cybrOrgId, review: walls.review })
      .from(walls)
      .where(inArray(walls.review, ['awaiting', 'approved', 'rejected']))
      .orderBy(desc(walls.cybrOrgId));
    const orgs = [...new Set(seeded.map((w) => w.cybrOrgId).filter((id) => id !== org))];
    expect(orgs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seeded.map((w) => w.review))).toEqual(new Set(['awaiting', 'approved', 'rejected']));
    const licensed = await t.database.db
      .select({ id: licenses.cybrOrgId })
      .from(licenses)
      .where(
        and(
          inArray(licenses.cybrOrgId, orgs),
          eq(licenses.productType, 'insider-threat-detection'),
          eq(licenses.active, true),
        ),
      );
    expect(licensed).toHaveLength(orgs.length);
    const partners = await t.database.db
      .select({ p: organizations.isPistachioPartner })
      .from(organizations)
      .where(inArray(organizations.cybrOrgId, orgs));
    expect(partners.every((o) => !o.p)).toBe(true);
    expect((await t.database.db.select().from(wallActivity)).length).toBeGreaterThan(50);
  });
});
