import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, invoices, sellerDetails, subscriptions } from '../../../db/schema.ts';
import { demoSeller } from '../../../seed/demo-seller.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { billingFixtures } from '../billing.fixture.ts';
import { isValidCreditorReference } from '../invoices/payment-reference.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof billingFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixtures(t);
});
afterAll(() => t.close());

const url = '/api/v1/platform/seller-details';
const invoiceCount = async () => (await t.database.db.select({ n: count() }).from(invoices))[0]!.n;
const page = async (account: 'staff' | 'distributor') =>
  t.app.inject({ url: '/platform/seller-details', headers: { cookie: f.cookies[account] } });
const danishSeller = {
  legalName: 'Nordlys Platform ApS',
  addressLine1: 'Vesterbrogade 1',
  addressLine2: '',
  postalCode: '1620',
  city: 'København V',
  country: 'dk',
  organisationNumber: '12345678',
  vatNumber: 'DK12345678',
  bankAccount: '1234 5678901234',
  iban: 'DK50 0040 0440 1162 43',
  bic: 'NDEADKKK',
};

describe('the seller details', () => {
  it('show staff the details invoices are issued with, and where each comes from; nobody else', async () => {
    const view = await f.send('GET', url, 'staff');
    expect(view.status).toBe(200);
    expect(view.body.missing).toEqual([]);
    expect(view.body.details.legalName).toEqual({ value: demoSeller.legalName, source: 'stored' });
    expect(view.body.details.addressLine2).toEqual({ value: null, source: null });
    for (const account of ['distributor', 'reseller', 'customer'] as const) {
      expect((await f.send('GET', url, account)).status).toBe(403);
      expect((await f.send('PUT', url, account, { ...danishSeller, version: 1 })).status).toBe(403);
    }
    expect((await page('distributor')).statusCode).toBe(403);
  });

  it('refuse a malformed value, naming the field, and a stale edit, changing nothing', async () => {
    for (const [field, value] of [
      ['iban', 'DK50 0040 0440 1162 44'],
      ['bic', 'NDEA'],
      ['country', 'XX'],
      ['legalName', 'x'.repeat(201)],
    ] as const) {
      const refused = await f.send('PUT', url, 'staff', { ...danishSeller, [field]: value, version: 1 });
      expect(refused.status, field).toBe(400);
      expect(refused.body.fields[0].field, field).toBe(field);
    }
    // A Norwegian seller's organisation number carries a MOD11 check digit.
    const norwegian = await f.send('PUT', url, 'staff', {
      ...danishSeller,
      country: 'NO',
      bankAccount: demoSeller.bankAccount,
      organisationNumber: '923609017',
      version: 1,
    });
    expect(norwegian.body.fields[0]).toEqual({
      field: 'organisationNumber',
      message: 'Must be a Norwegian organisation number: 9 digits with a valid check digit',
    });
    expect((await f.send('PUT', url, 'staff', { ...danishSeller, version: 7 })).status).toBe(409);
    expect((await f.send('GET', url, 'staff')).body.details.legalName.value).toBe(demoSeller.legalName);
  });

  it('while any is missing, no invoice is issued: checkout waits, the billing run does nothing and says why, and staff see what to fill in', async () => {
    await t.database.db.delete(sellerDetails);
    const before = await invoiceCount();
    const customer = await f.freshCustomer(f.ids.distributor);
    const bought = await f.buy('distributor', customer);
    expect(await invoiceCount()).toBe(before);
    const [waiting] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, bought.subscriptionId));
    expect(waiting!.nextBillingDate).toBe(waiting!.currentPeriodStart);

    const run = await f.send('POST', '/api/v1/platform/billing-runs', 'staff');
    expect(run.status).toBe(409);
    expect(run.body.message).toContain("No invoices were issued: the seller's details are incomplete");
    expect(run.body.message).toContain('IBAN (SELLER_IBAN)');
    expect(run.body.fields.map((field: { field: string }) => field.field)).toEqual(
      [
        'legalName',
        'addressLine1',
        'postalCode',
        'city',
        'country',
        'organisationNumber',
        'vatNumber',
        'bankAccount',
        'iban',
        'bic',
      ].map((field) => `seller.${field}`),
    );
    expect(await invoiceCount()).toBe(before);
    const [still] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, bought.subscriptionId));
    expect(still!.nextBillingDate).toBe(waiting!.nextBillingDate);

    const staffPage = await page('staff');
    expect(staffPage.statusCode).toBe(200);
    expect(staffPage.body).toContain('No invoices are issued until these details are filled in:');
    expect(staffPage.body).toContain('<li>IBAN</li>');
    expect(staffPage.body).toContain('<li>Legal name</li>');

    const saved = await f.send('PUT', url, 'staff', { ...danishSeller, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.missing).toEqual([]);
    expect(saved.body.details.iban).toEqual({ value: 'DK5000400440116243', source: 'stored' });
    expect(saved.body.details.country.value).toBe('DK');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'platform.seller-details.updated'));
    expect(audit).toMatchObject({
      target: 'seller-details',
      before: {},
      after: { legalName: 'Nordlys Platform ApS', iban: 'DK5000400440116243' },
    });
    expect((await page('staff')).body).toContain('All required details are filled in');

    const issuing = await f.send('POST', '/api/v1/platform/billing-runs', 'staff');
    expect(issuing).toMatchObject({ status: 200, body: { issued: 1 } });
    const [issued] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, bought.subscriptionId));
    expect(issued!.seller).toMatchObject({
      legalName: 'Nordlys Platform ApS',
      country: 'DK',
      iban: 'DK5000400440116243',
    });
    expect(isValidCreditorReference(issued!.paymentReference!)).toBe(true);
  });
});

describe('seller details set in the environment', () => {
  let e: TestApp;
  let g: Awaited<ReturnType<typeof billingFixtures>>;
  beforeAll(async () => {
    e = await createTestApp({ SELLER_IBAN: 'NO93 8601 1117 947', SELLER_BIC: 'dnbanokk' });
    g = await billingFixtures(e);
  });
  afterAll(() => e.close());

  it('win over stored ones, are shown read-only, and cannot be set by staff', async () => {
    const view = await g.send('GET', url, 'staff');
    expect(view.body.details.iban).toEqual({ value: 'NO9386011117947', source: 'environment' });
    expect(view.body.details.bic).toEqual({ value: 'DNBANOKK', source: 'environment' });
    const refused = await g.send('PUT', url, 'staff', { ...danishSeller, version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0]).toEqual({
      field: 'iban',
      message: 'Set on the server by SELLER_IBAN: change it there',
    });
    const { iban: _iban, bic: _bic, ...rest } = danishSeller;
    expect((await g.send('PUT', url, 'staff', { ...rest, version: 1 })).status).toBe(200);
    const html = (await e.app.inject({ url: '/platform/seller-details', headers: { cookie: g.cookies.staff } })).body;
    expect(html).toMatch(/<input id="iban" name="iban" aria-describedby="iban-hint" disabled value="NO9386011117947"/);
    expect(html).toContain('Set by SELLER_IBAN on the server');
  });
});
