import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let orgId: string;
let cookies: Record<'distributor' | 'reseller' | 'reseller2' | 'customer' | 'staff', string>;

type Member = {
  cybrId: string;
  fullName: string;
  email: string;
  userRole: string;
  latestContact: string | null;
  securityAwarenessLicense: boolean;
  insiderThreatDetectionLicense: boolean;
};

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.customer.email));
  orgId = admin!.cybrOrgId!;
  // A known membership: a dozen people with set names, roles, licences and latest contacts.
  const base = Date.parse('2026-01-01T00:00:00Z');
  await t.database.db.insert(users).values(
    Array.from({ length: 12 }, (_, i) => ({
      cybrId: `member-${String(i).padStart(2, '0')}`,
      cybrOrgId: orgId,
      email: `member${i}@members.example`,
      fullName: `Zed Member ${String.fromCharCode(76 - i)}`,
      userRole: i % 4 === 0 ? 'Admin' : 'User',
      securityAwarenessLicense: i % 2 === 0,
      insiderThreatDetectionLicense: i % 3 === 0,
      latestContact: i === 5 ? null : new Date(base + i * 86_400_000).toISOString(),
    })),
  );
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    reseller2: await t.cookieFor('reseller2'),
    customer: await t.cookieFor('customer'),
    staff: await t.cookieFor('staff'),
  };
});
afterAll(() => t.close());

const members = (query: string, cookie = cookies.customer) =>
  send('GET', `/api/v2/users/organizations/${orgId}?${query}`, cookie);

describe('GET /api/v2/users/organizations/{cybrOrgId}', () => {
  it('searches name and e-mail, sorts and pages in the database', async () => {
    const page = await members('search=zed%20member&sortBy=fullName&order=asc&from=0&to=5');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 5, from: 0, to: 5, reqFrom: 0, reqTo: 5, total: 12 });
    expect(page.body.data.map((m: Member) => m.fullName)).toEqual([
      'Zed Member A',
      'Zed Member B',
      'Zed Member C',
      'Zed Member D',
      'Zed Member E',
    ]);
    const last = await members('search=members.example&sortBy=fullName&from=10&to=20');
    expect(last.body).toMatchObject({ count: 2, from: 10, to: 12, total: 12 });
  });

  it('sorts by latest contact with never-contacted members last, and by id', async () => {
    const newest = await members('search=zed&sortBy=latestContact&order=desc&to=12');
    expect(newest.body.data.map((m: Member) => m.cybrId)).toEqual([
      'member-11',
      'member-10',
      'member-09',
      'member-08',
      'member-07',
      'member-06',
      'member-04',
      'member-03',
      'member-02',
      'member-01',
      'member-00',
      'member-05',
    ]);
    const byId = await members('search=zed&sortBy=cybrId&order=desc&to=3');
    expect(byId.body.data.map((m: Member) => m.cybrId)).toEqual(['member-11', 'member-10', 'member-09']);
  });

  it('filters by role, licence and admins', async () => {
    const admins = await members('search=zed&userRoles=Admin&to=20');
    expect(admins.body.data.map((m: Member) => m.cybrId).sort()).toEqual(['member-00', 'member-04', 'member-08']);
    expect((await members('search=zed&admins=true&to=20')).body.total).toBe(3);
    expect((await members('search=zed&admins=false&to=20')).body.total).toBe(9);
    const itd = await members('search=zed&licenseTypes=insider-threat-detection&to=20');
    expect(itd.body.data.every((m: Member) => m.insiderThreatDetectionLicense)).toBe(true);
    expect(itd.body.total).toBe(4);
    expect((await members('search=zed&licenseTypes=standard,insider-threat-detection&to=20')).body.total).toBe(8);
  });

  it('is visible to the organisation and its partner, 404 to another partner', async () => {
    expect((await members('to=1', cookies.distributor)).status).toBe(200);
    for (const cookie of [cookies.reseller, cookies.reseller2, cookies.staff])
      expect((await members('to=1', cookie)).status).toBe(404);
  });

  it.each([['sortBy=email'], ['userRoles=Partner'], ['licenseTypes=sat'], ['from=-1']])(
    'refuses %s with 400',
    async (query) => {
      expect((await members(query)).status).toBe(400);
    },
  );
});

describe('GET /api/v1/users/{cybrId}/partners', () => {
  it('answers the partner organisation a partner user belongs to, to the user itself and to platform staff', async () => {
    const [person] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.reseller.email));
    for (const cookie of [cookies.reseller, cookies.staff]) {
      const answer = await send('GET', `/api/v1/users/${person!.cybrId}/partners`, cookie);
      expect(answer.body.map((o: { organizationName: string }) => o.organizationName)).toEqual([
        'Alpine Secure IT GmbH',
      ]);
    }
  });

  it("answers an empty list for a customer's user, and 404 to anyone else", async () => {
    const [person] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.customer.email));
    expect((await send('GET', `/api/v1/users/${person!.cybrId}/partners`, cookies.customer)).body).toEqual([]);
    const [reseller] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.reseller.email));
    const missing = await send('GET', '/api/v1/users/nobody/partners', cookies.distributor);
    const denied = await send('GET', `/api/v1/users/${reseller!.cybrId}/partners`, cookies.distributor);
    expect(denied.status).toBe(404);
    expect({ ...denied.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
  });
});
