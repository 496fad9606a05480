import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@portal/contracts';
import { count, desc, eq } from 'drizzle-orm';
import {
  auditLog,
  licenses,
  organizations,
  platformContactRequests,
  platformContacts,
  platformLicenseRequests,
  users,
} from '../../../db/schema.ts';
import { demoAccounts, type DemoAccount } from '../../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { requestLimits } from './service.ts';

let t: TestApp;
let ids: Record<'distributor' | 'alpine' | 'thames' | 'alpineCustomer' | 'distributorCustomer', string>;
beforeAll(async () => {
  t = await createTestApp();
  const firstCustomerOf = async (partner: string) =>
    (
      await t.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.partnerCybrOrgId, partner))
        .orderBy(organizations.organizationName)
        .limit(1)
    )[0]!.cybrOrgId;
  const distributor = await t.orgId('Nordic Shield Distribution AS');
  const alpine = await t.orgId('Alpine Secure IT GmbH');
  ids = {
    distributor,
    alpine,
    thames: await t.orgId('Thames Cyber Partners Ltd'),
    alpineCustomer: await firstCustomerOf(alpine),
    distributorCustomer: await firstCustomerOf(distributor),
  };
});
afterAll(() => t.close());

// Each request comes from an address of its own unless a test says otherwise, so the per-address
// limits of one test never hold up another.
let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
const post = async (path: string, payload: unknown, account: DemoAccount | null, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: api(path),
    remoteAddress,
    headers: { origin: 'http://127.0.0.1:3000', ...(account ? { cookie: await t.cookieFor(account) } : {}) },
    payload: payload as object,
  });
const fieldsOf = (response: { json(): { fields?: { field: string; message: string }[] } }) =>
  response.json().fields ?? [];
const rows = async (table: typeof platformContacts | typeof platformContactRequests | typeof platformLicenseRequests) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;
const cybrIdOf = async (account: DemoAccount) =>
  (await t.database.db.select().from(users).where(eq(users.email, demoAccounts[account].email)))[0]!.cybrId;
const auditOf = (action: AuditAction) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('POST /api/v1/platform/contacts', () => {
  const form = {
    name: 'Kari Nordmann',
    email: 'kari@prospect.example',
    company: 'Prospect AS',
    message: 'We resell IT services in Bergen.',
  };

  it('takes the form from someone not signed in, with their address and when, and audits nothing', async () => {
    const before = Date.now();
    const response = await post('/api/v1/platform/contacts', form, null, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await t.database.db
      .select()
      .from(platformContacts)
      .where(eq(platformContacts.clientAddress, '198.51.100.7'));
    expect(row).toMatchObject({ ...form, cybrId: null, cybrOrgId: null });
    expect(Date.parse(String(row!.createdAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(await auditOf('platform.contact.sent')).toEqual([]);
  });

  it('keeps who sent it when signed in, and audits it under their organisation', async () => {
    expect(
      (await post('/api/v1/platform/contacts', { ...form, message: undefined }, 'distributor', '198.51.100.8'))
        .statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(platformContacts)
      .where(eq(platformContacts.clientAddress, '198.51.100.8'));
    expect(row).toMatchObject({ cybrId: await cybrIdOf('distributor'), cybrOrgId: ids.distributor, message: '' });
    const [audit] = await auditOf('platform.contact.sent');
    expect(audit).toMatchObject({
      actorCybrId: row!.cybrId,
      cybrOrgId: ids.distributor,
      target: String(row!.id),
      after: { company: 'Prospect AS' },
    });
  });

  it.each([
    [{ ...form, email: 'not-an-address' }, 'email', 'Please provide a valid email'],
    [{ ...form, name: '   ' }, 'name', 'Text field cannot be empty'],
    [{ ...form, company: undefined }, 'company', 'Text field cannot be empty'],
    [{ ...form, message: 'x'.repeat(5001) }, 'message', undefined],
  ])('refuses %j with 400 naming %s, storing nothing', async (payload, field, message) => {
    const before = await rows(platformContacts);
    const response = await post('/api/v1/platform/contacts', payload, null);
    expect(response.statusCode).toBe(400);
    const named = fieldsOf(response).find((f) => f.field === field);
    expect(named).toBeDefined();
    if (message) expect(named!.message).toBe(message);
    expect(await rows(platformContacts)).toBe(before);
  });

  it(`takes at most ${requestLimits.contactsPerAddress} forms an hour from one address (429), others still get through`, async () => {
    const answers = await Promise.all(
      Array.from({ length: requestLimits.contactsPerAddress + 2 }, (_, n) =>
        post('/api/v1/platform/contacts', { ...form, message: `try ${n}` }, null, '203.0.113.50'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(requestLimits.contactsPerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const stored = await t.database.db
      .select({ n: count() })
      .from(platformContacts)
      .where(eq(platformContacts.clientAddress, '203.0.113.50'));
    expect(stored[0]!.n).toBe(requestLimits.contactsPerAddress);
    expect((await post('/api/v1/platform/contacts', form, null, '203.0.113.51')).statusCode).toBe(200);
  });

  it('turns away a burst from one address before it reaches the database', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/api/v1/platform/contacts', { ...form, email: 'bad' }, null, '203.0.113.60'),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/platform/contact-requests', () => {
  const ask = (cybrOrgId: string) => ({
    cybrOrgId,
    topic: 'billing',
    message: 'Our invoice shows the wrong VAT number.',
  });

  it('stores a partner’s request for its own organisation with who sent it and when, and audits it', async () => {
    const response = await post('/api/v1/platform/contact-requests', ask(ids.alpine), 'reseller');
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(platformContactRequests)
      .orderBy(desc(platformContactRequests.id))
      .limit(1);
    expect(row).toMatchObject({
      cybrOrgId: ids.alpine,
      cybrId: await cybrIdOf('reseller'),
      senderEmail: demoAccounts.reseller.email,
      senderName: demoAccounts.reseller.name,
      topic: 'billing',
    });
    const [audit] = await auditOf('platform.contact-request.sent');
    expect(audit).toMatchObject({
      actorCybrId: row!.cybrId,
      cybrOrgId: ids.alpine,
      target: ids.alpine,
      after: { requestId: String(row!.id), topic: 'billing' },
    });
  });

  it('refuses, storing and auditing nothing: another partner 404, a customer of its own or a reseller 403, no partner 403, no session 401', async () => {
    const before = [await rows(platformContactRequests), (await auditOf('platform.contact-request.sent')).length];
    const missing = await post('/api/v1/platform/contact-requests', ask('no-such-org'), 'reseller2');
    expect(missing.statusCode).toBe(404);
    expect((await post('/api/v1/platform/contact-requests', ask(ids.alpine), 'reseller2')).statusCode).toBe(404);
    expect((await post('/api/v1/platform/contact-requests', ask(ids.alpineCustomer), 'reseller2')).statusCode).toBe(
      404,
    );
    expect((await post('/api/v1/platform/contact-requests', ask(ids.alpineCustomer), 'reseller')).statusCode).toBe(403);
    expect((await post('/api/v1/platform/contact-requests', ask(ids.alpine), 'distributor')).statusCode).toBe(403);
    expect((await post('/api/v1/platform/contact-requests', ask(ids.alpineCustomer), 'customer')).statusCode).toBe(403);
    expect((await post('/api/v1/platform/contact-requests', ask(ids.distributor), 'staff')).statusCode).toBe(403);
    expect((await post('/api/v1/platform/contact-requests', ask(ids.alpine), null)).statusCode).toBe(401);
    expect([await rows(platformContactRequests), (await auditOf('platform.contact-request.sent')).length]).toEqual(
      before,
    );
  });

  it.each([
    [{ topic: 'gossip' }, 'topic'],
    [{ message: ' ' }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ cybrOrgId: '' }, 'cybrOrgId'],
  ])('refuses %j with 400 naming %s, storing nothing', async (change, field) => {
    const before = await rows(platformContactRequests);
    const response = await post('/api/v1/platform/contact-requests', { ...ask(ids.thames), ...change }, 'reseller2');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).map((f) => f.field)).toContain(field);
    expect(await rows(platformContactRequests)).toBe(before);
  });

  it(`takes at most ${requestLimits.contactRequestsPerPerson} requests an hour from one person (429)`, async () => {
    const mine = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(platformContactRequests)
          .where(eq(platformContactRequests.cybrId, await cybrIdOf('reseller2')))
      )[0]!.n;
    const already = await mine();
    const answers = await Promise.all(
      Array.from({ length: requestLimits.contactRequestsPerPerson + 2 }, () =>
        post('/api/v1/platform/contact-requests', ask(ids.thames), 'reseller2'),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(requestLimits.contactRequestsPerPerson - already);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(
      requestLimits.contactRequestsPerPerson + 2 - (requestLimits.contactRequestsPerPerson - already),
    );
    expect(await mine()).toBe(requestLimits.contactRequestsPerPerson);
    expect((await post('/api/v1/platform/contact-requests', ask(ids.distributor), 'distributor')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/platform/licenses', () => {
  const more = (cybrOrgId: string, quantity = 25) => ({ cybrOrgId, productType: 'standard', quantity });
  const licencesOf = (cybrOrgId: string) =>
    t.database.db.select().from(licenses).where(eq(licenses.cybrOrgId, cybrOrgId)).orderBy(licenses.productType);

  it('stores a pending request for a customer the partner manages, audits it, and changes no licence', async () => {
    const licencesBefore = await licencesOf(ids.alpineCustomer);
    const response = await post('/api/v1/platform/licenses', more(ids.alpineCustomer, 40), 'reseller');
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(platformLicenseRequests)
      .orderBy(desc(platformLicenseRequests.id))
      .limit(1);
    expect(row).toMatchObject({
      cybrOrgId: ids.alpineCustomer,
      requestedByOrgId: ids.alpine,
      cybrId: await cybrIdOf('reseller'),
      productType: 'standard',
      quantity: 40,
      status: 'pending',
    });
    const [audit] = await auditOf('platform.license-request.sent');
    expect(audit).toMatchObject({
      cybrOrgId: ids.alpine,
      target: ids.alpineCustomer,
      after: { requestId: String(row!.id), productType: 'standard', quantity: 40, status: 'pending' },
    });
    expect(await licencesOf(ids.alpineCustomer)).toEqual(licencesBefore);
  });

  it('takes requests for the partner itself, and from the distributor for a reseller’s customer', async () => {
    expect(
      (
        await post(
          '/api/v1/platform/licenses',
          { ...more(ids.distributor), productType: 'insider-threat-detection' },
          'distributor',
        )
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/v1/platform/licenses', more(ids.alpineCustomer, 5), 'distributor')).statusCode).toBe(200);
    const [latest] = await t.database.db
      .select()
      .from(platformLicenseRequests)
      .orderBy(desc(platformLicenseRequests.id))
      .limit(1);
    expect(latest).toMatchObject({ cybrOrgId: ids.alpineCustomer, requestedByOrgId: ids.distributor, quantity: 5 });
  });

  it('refuses, storing nothing: another partner’s customer 404, no partner 403, no session 401', async () => {
    const before = [await rows(platformLicenseRequests), (await auditOf('platform.license-request.sent')).length];
    expect((await post('/api/v1/platform/licenses', more(ids.alpineCustomer), 'reseller2')).statusCode).toBe(404);
    expect((await post('/api/v1/platform/licenses', more(ids.distributorCustomer), 'reseller')).statusCode).toBe(404);
    expect((await post('/api/v1/platform/licenses', more(ids.alpineCustomer), 'customer')).statusCode).toBe(403);
    expect((await post('/api/v1/platform/licenses', more(ids.alpine), 'staff')).statusCode).toBe(403);
    expect((await post('/api/v1/platform/licenses', more(ids.alpine), null)).statusCode).toBe(401);
    expect([await rows(platformLicenseRequests), (await auditOf('platform.license-request.sent')).length]).toEqual(
      before,
    );
  });

  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 2.5 }, 'quantity'],
    [{ quantity: '10' }, 'quantity'],
    [{ productType: 'sat' }, 'productType'],
    [{ cybrOrgId: undefined }, 'cybrOrgId'],
  ])('refuses %j with 400 naming %s, storing nothing', async (change, field) => {
    const before = await rows(platformLicenseRequests);
    const response = await post('/api/v1/platform/licenses', { ...more(ids.thames), ...change }, 'reseller2');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).map((f) => f.field)).toContain(field);
    expect(await rows(platformLicenseRequests)).toBe(before);
  });

  it(`takes at most ${requestLimits.licenseRequestsPerPerson} requests an hour from one person (429)`, async () => {
    const answers = await Promise.all(
      Array.from({ length: requestLimits.licenseRequestsPerPerson + 2 }, () =>
        post('/api/v1/platform/licenses', more(ids.thames, 1), 'reseller2'),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(requestLimits.licenseRequestsPerPerson);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);
  });
});
