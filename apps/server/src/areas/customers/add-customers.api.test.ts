import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, licenses, organizations, users } from '../../db/schema.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { listenToCustomerEvents } from '@portal/test-kit/customer-events.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let events: Awaited<ReturnType<typeof listenToCustomerEvents>>;
let cookies: Record<'distributor' | 'reseller' | 'reseller2' | 'customer', string>;
let ids: { distributor: string; resellerA: string };

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
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    resellerA: await t.orgId('Alpine Secure IT GmbH'),
  };
});
afterAll(() => t.close());

const add = (partner: string, cookie: string, body: object) =>
  send('POST', `/api/v1/partners/${partner}/organizations`, cookie, body);
const named = (name: string) =>
  t.database.db
    .select()
    .from(organizations)
    .where(eq(sql`lower(${organizations.organizationName})`, name.toLowerCase()));

describe('POST /api/v1/partners/{cybrOrgId}/organizations', () => {
  it('adds a pending customer with its product, a licence, an Admin user, an audit row and an event', async () => {
    const answer = await add(ids.resellerA, cookies.reseller, {
      organizationName: 'Bergen Dental AS',
      country: 'NO',
      adminEmail: 'Admin@Bergen-Dental.example',
      productType: 'insider-threat-detection',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      organizationName: 'Bergen Dental AS',
      status: 'PENDING',
      partnerCybrOrgId: ids.resellerA,
      country: 'NO',
      defaultLanguageCode: 'no',
      products: ['ITD'],
    });
    expect(answer.body.licenses).toEqual([
      expect.objectContaining({ productType: 'insider-threat-detection', issued: 0, licenseCap: null }),
    ]);
    const [org] = await named('Bergen Dental AS');
    expect(org!.distributorCybrOrgId).toBe(ids.distributor);
    const [admin] = await t.database.db.select().from(users).where(eq(users.cybrOrgId, org!.cybrOrgId));
    expect(admin).toMatchObject({ email: 'admin@bergen-dental.example', userRole: 'Admin' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, org!.cybrOrgId), eq(auditLog.action, 'customer.added')));
    expect(entry).toMatchObject({
      cybrOrgId: ids.resellerA,
      after: { organizationName: 'Bergen Dental AS', productType: 'insider-threat-detection' },
    });
    await events.waitFor({ cybrOrgId: org!.cybrOrgId, change: 'added', partnerCybrOrgId: ids.resellerA });
    // It is in the partner's pending list at once.
    const pending = await send(
      'GET',
      `/api/v1/partners/${ids.resellerA}/organizations?filter=pending&search=Bergen%20Dental`,
      cookies.reseller,
    );
    expect(pending.body.data.map((o: { cybrOrgId: string }) => o.cybrOrgId)).toEqual([org!.cybrOrgId]);
  });

  it("puts a distributor's new customer in its own book", async () => {
    const answer = await add(ids.distributor, cookies.distributor, {
      organizationName: 'Tromsø Fisk AS',
      country: 'NO',
      adminEmail: 'it@tromso-fisk.example',
      productType: 'standard',
    });
    expect(answer.body).toMatchObject({ partnerCybrOrgId: ids.distributor, products: ['SAT'] });
    expect((await named('Tromsø Fisk AS'))[0]!.distributorCybrOrgId).toBe(ids.distributor);
  });

  it('refuses a name another customer of the partner has (any case), and an address already in use', async () => {
    await add(ids.resellerA, cookies.reseller, {
      organizationName: 'Graz Legal GmbH',
      country: 'AT',
      adminEmail: 'it@graz-legal.example',
      productType: 'standard',
    });
    const sameName = await add(ids.resellerA, cookies.reseller, {
      organizationName: 'GRAZ LEGAL GMBH',
      country: 'AT',
      adminEmail: 'other@graz-legal.example',
      productType: 'standard',
    });
    expect(sameName).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'organizationName', message: 'A customer with this name already exists' }] },
    });
    const sameEmail = await add(ids.resellerA, cookies.reseller, {
      organizationName: 'Linz Legal GmbH',
      country: 'AT',
      adminEmail: 'IT@graz-legal.example',
      productType: 'standard',
    });
    expect(sameEmail).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'adminEmail', message: 'This e-mail address is already in use' }] },
    });
    expect(await named('Linz Legal GmbH')).toHaveLength(0);
    // Another partner may have a customer of the same name.
    expect(
      (
        await add(ids.distributor, cookies.distributor, {
          organizationName: 'Graz Legal GmbH',
          country: 'AT',
          adminEmail: 'it2@graz-legal.example',
          productType: 'standard',
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    [
      { organizationName: ' ', country: 'NO', adminEmail: 'a@b.example', productType: 'standard' },
      'organizationName',
      'Text field cannot be empty',
    ],
    [
      { organizationName: 'X AS', country: 'ZZ', adminEmail: 'a@b.example', productType: 'standard' },
      'country',
      'Choose a country from the list',
    ],
    [
      { organizationName: 'X AS', country: 'NO', adminEmail: 'not-an-address', productType: 'standard' },
      'adminEmail',
      'Please provide a valid email',
    ],
    [
      { organizationName: 'X AS', country: 'NO', adminEmail: 'a@b.example', productType: 'sat' },
      'productType',
      expect.any(String),
    ],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const refused = await add(ids.resellerA, cookies.reseller, body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0]).toEqual({ field, message });
  });

  it('creates one customer when the same request arrives twice at once (a double click)', async () => {
    const body = {
      organizationName: 'Double Click Oy',
      country: 'FI',
      adminEmail: 'it@double-click.example',
      productType: 'standard',
    };
    const answers = await Promise.all([
      add(ids.resellerA, cookies.reseller, body),
      add(ids.resellerA, cookies.reseller, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await named('Double Click Oy')).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'it@double-click.example'))).toHaveLength(1);
  });

  it("answers 404 when adding to another partner's book, and to a customer admin, adding nothing", async () => {
    const body = {
      organizationName: 'Intruder Ltd',
      country: 'GB',
      adminEmail: 'it@intruder.example',
      productType: 'standard',
    };
    expect((await add(ids.resellerA, cookies.reseller2, body)).status).toBe(404);
    expect((await add(ids.resellerA, cookies.distributor, body)).status).toBe(404);
    expect((await add(ids.distributor, cookies.customer, body)).status).toBe(404);
    expect(await named('Intruder Ltd')).toHaveLength(0);
    const licence = await t.database.db
      .select()
      .from(licenses)
      .innerJoin(organizations, eq(organizations.cybrOrgId, licenses.cybrOrgId))
      .where(eq(organizations.organizationName, 'Intruder Ltd'));
    expect(licence).toHaveLength(0);
  });
});
