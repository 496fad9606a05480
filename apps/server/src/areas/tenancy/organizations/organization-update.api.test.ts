import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { auditLog, organizations, users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { listenToCustomerEvents } from '@portal/test-kit/customer-events.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let events: Awaited<ReturnType<typeof listenToCustomerEvents>>;
let cookies: Record<'distributor' | 'reseller' | 'reseller2' | 'customer', string>;
let ids: { distributor: string; resellerA: string; resellerB: string; customerOrg: string };

const used: string[] = ['none'];
/** A customer of `partner` no earlier test used, set to `status`. */
async function customer(partner: string, status: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: organizations.cybrOrgId })
    .from(organizations)
    .where(
      and(
        eq(organizations.partnerCybrOrgId, partner),
        eq(organizations.isPistachioPartner, false),
        notInArray(organizations.cybrOrgId, used),
      ),
    )
    .limit(1);
  used.push(row!.id);
  await t.database.db.update(organizations).set({ status }).where(eq(organizations.cybrOrgId, row!.id));
  return row!.id;
}
const statusOf = async (id: string) =>
  (
    await t.database.db.select({ s: organizations.status }).from(organizations).where(eq(organizations.cybrOrgId, id))
  )[0]!.s;
const patch = (id: string, cookie: string, body: object) => send('PATCH', `/api/v1/organizations/${id}`, cookie, body);

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  events = await listenToCustomerEvents(t.database);
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    reseller2: await t.cookieFor('reseller2'),
    customer: await t.cookieFor('customer'),
  };
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.customer.email));
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    resellerA: await t.orgId('Alpine Secure IT GmbH'),
    resellerB: await t.orgId('Thames Cyber Partners Ltd'),
    customerOrg: admin!.cybrOrgId!,
  };
  used.push(ids.customerOrg);
});
afterAll(() => t.close());

describe('PATCH /api/v1/organizations/{cybrOrgId}: status', () => {
  it('lets the partner approve a pending customer: the answer, the audit log and an event show it', async () => {
    const id = await customer(ids.resellerA, 'PENDING');
    const answer = await patch(id, cookies.reseller, { status: 'APPROVED' });
    expect(answer).toMatchObject({ status: 200, body: { cybrOrgId: id, status: 'APPROVED' } });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, id), eq(auditLog.action, 'customer.status')));
    expect(entry).toMatchObject({
      cybrOrgId: ids.resellerA,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });
    await events.waitFor({ cybrOrgId: id, change: 'status' });
  });

  it("lets the distributor above decline a reseller's pending customer, disable an approved one and approve a disabled one", async () => {
    const pending = await customer(ids.resellerB, 'PENDING');
    expect((await patch(pending, cookies.distributor, { status: 'DISABLED' })).body.status).toBe('DISABLED');
    const approved = await customer(ids.distributor, 'APPROVED');
    expect((await patch(approved, cookies.distributor, { status: 'DISABLED' })).body.status).toBe('DISABLED');
    expect((await patch(approved, cookies.distributor, { status: 'APPROVED' })).body.status).toBe('APPROVED');
  });

  it.each([['PENDING'], ['TRIAL'], ['PARTNER'], ['approved']])(
    'refuses setting the status %s with 400 naming status',
    async (status) => {
      const id = await customer(ids.distributor, 'PENDING');
      const refused = await patch(id, cookies.distributor, { status });
      expect(refused.status).toBe(400);
      expect(refused.body.fields[0].field).toBe('status');
      expect(await statusOf(id)).toBe('PENDING');
    },
  );

  it('refuses moves the partner may not make from the current status with 409', async () => {
    const trial = await customer(ids.distributor, 'TRIAL');
    const refused = await patch(trial, cookies.distributor, { status: 'APPROVED' });
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual([
      { field: 'status', message: 'A customer that is TRIAL cannot be set to APPROVED' },
    ]);
    expect(await statusOf(trial)).toBe('TRIAL');
  });

  it("refuses a partner changing its own status or a reseller's (403), and a customer admin its own", async () => {
    expect((await patch(ids.resellerA, cookies.reseller, { status: 'APPROVED' })).status).toBe(403);
    expect((await patch(ids.resellerA, cookies.distributor, { status: 'DISABLED' })).status).toBe(403);
    expect((await patch(ids.customerOrg, cookies.customer, { status: 'DISABLED' })).status).toBe(403);
    expect(await statusOf(ids.resellerA)).toBe('PARTNER');
  });

  it('answers 404, exactly as for a missing id, to another partner and changes nothing', async () => {
    const id = await customer(ids.resellerA, 'PENDING');
    const missing = await patch('missing', cookies.reseller2, { status: 'APPROVED' });
    for (const cookie of [cookies.reseller2, cookies.customer]) {
      const denied = await patch(id, cookie, { status: 'APPROVED' });
      expect(denied.status).toBe(404);
      expect({ ...denied.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
    }
    expect(await statusOf(id)).toBe('PENDING');
  });
});

describe('PATCH /api/v1/organizations/{cybrOrgId}: name, language, domain pool', () => {
  it("lets the organisation's own admin change them, with an audit row", async () => {
    const [before] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.cybrOrgId, ids.customerOrg));
    const change = {
      organizationName: 'Renamed By Its Admin AS',
      defaultLanguageCode: before!.defaultLanguageCode === 'fi' ? 'pl' : 'fi',
      domainPoolId: (before!.domainPoolId % 5) + 1,
    };
    const answer = await patch(ids.customerOrg, cookies.customer, change);
    expect(answer.body).toMatchObject(change);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, ids.customerOrg), eq(auditLog.action, 'organization.details')));
    expect(entry).toMatchObject({
      before: {
        organizationName: before!.organizationName,
        defaultLanguageCode: before!.defaultLanguageCode,
        domainPoolId: before!.domainPoolId,
      },
      after: change,
    });
  });

  it('lets the partner rename its customer, but not to a name another of its customers has', async () => {
    const first = await customer(ids.resellerA, 'APPROVED');
    const second = await customer(ids.resellerA, 'APPROVED');
    expect((await patch(first, cookies.reseller, { organizationName: 'Unique Name GmbH' })).status).toBe(200);
    const clash = await patch(second, cookies.reseller, { organizationName: 'unique name gmbh' });
    expect(clash.status).toBe(400);
    expect(clash.body.fields).toEqual([
      { field: 'organizationName', message: 'Another customer of this partner already has this name' },
    ]);
  });

  it.each([
    [{ domainPoolId: 6 }, 'domainPoolId'],
    [{ organizationName: '  ' }, 'organizationName'],
    [{}, 'body'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const refused = await patch(ids.customerOrg, cookies.customer, body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe(field);
  });

  it('refuses an ordinary member of the organisation with 403', async () => {
    const [member] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.cybrOrgId, ids.customerOrg), eq(users.userRole, 'User')))
      .limit(1);
    const { insertSession, sessionCookie } = await import('../../../auth/sessions.ts');
    const cookie = `${sessionCookie}=${await insertSession(t.database, member!.cybrId, 600)}`;
    expect((await patch(ids.customerOrg, cookie, { domainPoolId: 2 })).status).toBe(403);
  });
});
