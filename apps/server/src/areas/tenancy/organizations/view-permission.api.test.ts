import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, organizations, users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { insertSession, sessionCookie } from '../../../auth/sessions.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { listenToCustomerEvents } from '@portal/test-kit/customer-events.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let events: Awaited<ReturnType<typeof listenToCustomerEvents>>;
let cookies: Record<'distributor' | 'reseller' | 'reseller2' | 'customer' | 'member', string>;
let org: { id: string; partner: string };

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  events = await listenToCustomerEvents(t.database);
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.customer.email));
  const [found] = await t.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.cybrOrgId, admin!.cybrOrgId!));
  org = { id: found!.cybrOrgId, partner: found!.partnerCybrOrgId! };
  const [member] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.cybrOrgId, org.id), eq(users.userRole, 'User')))
    .limit(1);
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    reseller2: await t.cookieFor('reseller2'),
    customer: await t.cookieFor('customer'),
    member: `${sessionCookie}=${await insertSession(t.database, member!.cybrId, 600)}`,
  };
});
afterAll(() => t.close());

const url = () => `/api/v1/organizations/${org.id}/partners/view-permissions`;
const viewOf = async () =>
  (
    await t.database.db
      .select({ v: organizations.partnerView })
      .from(organizations)
      .where(eq(organizations.cybrOrgId, org.id))
  )[0]!.v;

describe('partner view permission', () => {
  it("is granted by the organisation's own admin, with an audit row and an event", async () => {
    await t.database.db.update(organizations).set({ partnerView: false }).where(eq(organizations.cybrOrgId, org.id));
    expect(await send('PATCH', url(), cookies.customer, { partnerView: true })).toMatchObject({
      status: 200,
      body: { partnerView: true },
    });
    expect(await viewOf()).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, org.id), eq(auditLog.action, 'customer.view-permission')));
    expect(entry).toMatchObject({ cybrOrgId: org.id, before: { partnerView: false }, after: { partnerView: true } });
    await events.waitFor({ cybrOrgId: org.id, change: 'view-permission' });
  });

  it('is read by the organisation and its partner', async () => {
    expect((await send('GET', url(), cookies.customer)).body).toEqual({ partnerView: true });
    expect((await send('GET', url(), cookies.distributor)).body).toEqual({ partnerView: true });
  });

  it('may be withdrawn by the partner, but never granted by it', async () => {
    expect((await send('PATCH', url(), cookies.distributor, { partnerView: false })).body).toEqual({
      partnerView: false,
    });
    const grant = await send('PATCH', url(), cookies.distributor, { partnerView: true });
    expect(grant).toMatchObject({
      status: 403,
      body: {
        fields: [{ field: 'partnerView', message: "Only the organisation's own admins can grant partner view" }],
      },
    });
    expect(await viewOf()).toBe(false);
  });

  it('is not changed by an ordinary member (403), nor seen or changed by another partner (404)', async () => {
    expect((await send('PATCH', url(), cookies.member, { partnerView: true })).status).toBe(403);
    const missing = await send('GET', '/api/v1/organizations/missing/partners/view-permissions', cookies.reseller2);
    // The demo customer is the distributor's own: both resellers are strangers to it.
    expect(org.partner).toBe(await t.orgId('Nordic Shield Distribution AS'));
    for (const cookie of [cookies.reseller, cookies.reseller2]) {
      const denied = await send('GET', url(), cookie);
      expect(denied.status).toBe(404);
      expect({ ...denied.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
      expect((await send('PATCH', url(), cookie, { partnerView: false })).status).toBe(404);
    }
    expect(await viewOf()).toBe(false);
  });

  it('refuses a body without a boolean partnerView with 400 naming it', async () => {
    const refused = await send('PATCH', url(), cookies.customer, { partnerView: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe('partnerView');
  });
});

describe('GET .../licenses and .../admins', () => {
  it("answer the organisation's licences and its admins to itself and its partner", async () => {
    for (const cookie of [cookies.customer, cookies.distributor]) {
      const licences = await send('GET', `/api/v1/organizations/${org.id}/licenses`, cookie);
      expect(licences.status).toBe(200);
      expect(licences.body.map((l: { productType: string }) => l.productType)).toContain('standard');
      const admins = await send('GET', `/api/v1/organizations/${org.id}/admins`, cookie);
      expect(admins.body.map((a: { email: string }) => a.email)).toEqual([demoAccounts.customer.email]);
      expect(admins.body[0]).toMatchObject({ userRole: 'Admin', labels: [], permissionRoles: [], profilePhoto: null });
    }
  });

  it('answer 404 to another partner', async () => {
    expect((await send('GET', `/api/v1/organizations/${org.id}/licenses`, cookies.reseller2)).status).toBe(404);
    expect((await send('GET', `/api/v1/organizations/${org.id}/admins`, cookies.reseller2)).status).toBe(404);
  });
});
