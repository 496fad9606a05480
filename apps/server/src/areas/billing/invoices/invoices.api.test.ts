import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiBasePath } from '@portal/contracts';
import {
  auditLog,
  invoiceNumberCounter,
  invoices,
  licenses,
  sellerDetails,
  subscriptions,
} from '../../../db/schema.ts';
import { demoSeller } from '../../../seed/demo-seller.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { billingFixtures } from '../billing.fixture.ts';
import { issueInvoice } from './invoice-issue.ts';
import { isValidCreditorReference } from './payment-reference.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof billingFixtures>>;
/** A distributor's customer with a subscription bought three months ago and billed since. */
let billed: { customer: string; subscriptionId: string };

const invoicesUrl = (cybrOrgId: string) => `${f.subscriptionsUrl(cybrOrgId)}/invoices`;
const invoiceRows = (subscriptionId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
const monthsAgo = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, Math.min(now.getUTCDate(), 28)));
};

/** Moves a new subscription and its first invoice back as if bought `n` months ago. */
async function boughtMonthsAgo(subscriptionId: string, n: number) {
  const start = monthsAgo(n);
  const end = monthsAgo(n - 1);
  await t.database.db
    .update(subscriptions)
    .set({ currentPeriodStart: start.toISOString(), nextBillingDate: end.toISOString() })
    .where(eq(subscriptions.subscriptionId, subscriptionId));
  await t.database.db
    .update(invoices)
    .set({
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      createdAt: start.toISOString(),
      dueDate: new Date(start.getTime() + 14 * 86_400_000).toISOString(),
    })
    .where(eq(invoices.subscriptionId, subscriptionId));
}

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixtures(t);
  const customer = await f.freshCustomer(f.ids.distributor);
  await t.database.db
    .update(licenses)
    .set({ issued: 5 })
    .where(and(eq(licenses.cybrOrgId, customer), eq(licenses.productType, 'standard')));
  const { subscriptionId } = await f.buy('distributor', customer);
  await boughtMonthsAgo(subscriptionId, 3);
  // More seats in use than bought by the time the later months are billed.
  await t.database.db
    .update(licenses)
    .set({ issued: 70 })
    .where(and(eq(licenses.cybrOrgId, customer), eq(licenses.productType, 'standard')));
  billed = { customer, subscriptionId };
});
afterAll(() => t.close());

describe('billing runs', () => {
  it('issues every due month once, from the seats in use but never fewer than bought; a second run issues nothing', async () => {
    const run = await f.send('POST', '/api/v1/platform/billing-runs', 'staff');
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ issued: 3 });
    expect((await f.send('POST', '/api/v1/platform/billing-runs', 'staff')).body).toEqual({ issued: 0 });
    const rows = (await invoiceRows(billed.subscriptionId)).sort(
      (a, b) => Date.parse(a.periodStart) - Date.parse(b.periodStart),
    );
    expect(rows.map((r) => new Date(r.periodStart).toISOString())).toEqual(
      [3, 2, 1, 0].map((n) => monthsAgo(n).toISOString()),
    );
    expect(rows.map((r) => r.seats)).toEqual([60, 70, 70, 70]);
    // 70 seats: 50 × 6.05 + 20 × 4.84.
    expect(rows[1]!.total).toBe(30250 + 9680);
    // One series without gaps: the three issued by the run follow one another.
    const numbers = rows.slice(1).map((r) => Number(r.number.slice(-6)));
    expect(numbers).toEqual([numbers[0]!, numbers[0]! + 1, numbers[0]! + 2]);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, billed.subscriptionId));
    expect(new Date(sub!.currentPeriodStart).toISOString()).toBe(monthsAgo(0).toISOString());
    const issued = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.issued'));
    expect(
      issued.filter((a) => (a.after as { subscriptionId: string }).subscriptionId === billed.subscriptionId),
    ).toHaveLength(4);
  });

  it("gives a rolled-back invoice's number back", async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', customer);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, subscriptionId));
    const lastNumber = async () => (await t.database.db.select().from(invoiceNumberCounter))[0]!.lastNumber;
    const before = await lastNumber();
    const next = {
      start: new Date(sub!.nextBillingDate!),
      end: new Date(Date.parse(sub!.nextBillingDate!) + 30 * 86_400_000),
    };
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await issueInvoice(tx, sub!, next, new Date(), demoSeller)).toBe(true);
        throw new Error('the issuing transaction fails');
      }),
    ).rejects.toThrow('the issuing transaction fails');
    expect(await lastNumber()).toBe(before);
    expect(await t.database.db.transaction((tx) => issueInvoice(tx, sub!, next, new Date(), demoSeller))).toBe(true);
    expect(await lastNumber()).toBe(before + 1);
  });

  it('bills nothing after a cancellation has taken effect, and records the end', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', customer);
    await boughtMonthsAgo(subscriptionId, 1);
    await t.database.db
      .update(subscriptions)
      .set({ cancellationTime: monthsAgo(0).toISOString() })
      .where(eq(subscriptions.subscriptionId, subscriptionId));
    expect((await f.send('POST', '/api/v1/platform/billing-runs', 'staff')).body).toEqual({ issued: 0 });
    expect(await invoiceRows(subscriptionId)).toHaveLength(1);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, subscriptionId));
    expect(sub!.status).toBe('canceled');
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'subscription.ended'), eq(auditLog.target, subscriptionId))),
    ).toHaveLength(1);
  });

  it('is for platform staff only', async () => {
    for (const account of ['distributor', 'reseller', 'customer'] as const)
      expect((await f.send('POST', '/api/v1/platform/billing-runs', account)).status).toBe(403);
  });
});

describe('invoice lists', () => {
  it('pages the invoices newest first, with the PDF path as downloadLink, for the partner and for the customer', async () => {
    for (const scope of [billed.customer, f.ids.distributor]) {
      const page = await f.send('GET', `${invoicesUrl(scope)}?from=0&to=2`, 'distributor');
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ count: 2, from: 0, to: 2, reqFrom: 0, reqTo: 2 });
      expect(page.body.total).toBeGreaterThanOrEqual(4);
    }
    const page = await f.send('GET', `${invoicesUrl(billed.customer)}?from=1&to=3`, 'distributor');
    expect(page.body.data.map((i: { periodStart: string }) => i.periodStart)).toEqual([
      monthsAgo(1).toISOString(),
      monthsAgo(2).toISOString(),
    ]);
    const invoice = page.body.data[0];
    expect(invoice).toMatchObject({
      subscriptionId: billed.subscriptionId,
      cybrOrgId: billed.customer,
      currency: 'eur',
      status: 'open',
      paymentDate: null,
      total: 39930,
      productType: 'standard',
    });
    expect(invoice.downloadLink).toBe(
      `${apiBasePath}/api/v1/organizations/${billed.customer}/subscriptions/invoices/${billed.subscriptionId}/${invoice.invoiceId}/pdf`,
    );
    expect((await f.send('GET', `${invoicesUrl(billed.customer)}?from=first`, 'distributor')).status).toBe(400);
  });

  it("lists one subscription's invoices newest first", async () => {
    const of = await f.send('GET', `${invoicesUrl(billed.customer)}/${billed.subscriptionId}`, 'distributor');
    expect(of.status).toBe(200);
    expect(of.body.map((i: { periodStart: string }) => i.periodStart)).toEqual(
      [0, 1, 2, 3].map((n) => monthsAgo(n).toISOString()),
    );
    expect((await f.send('GET', `${invoicesUrl(billed.customer)}/unknown`, 'distributor')).status).toBe(404);
  });

  it("downloads an invoice as a PDF with its number, address, lines and total, in the paying partner's language", async () => {
    const [first] = (await invoiceRows(billed.subscriptionId)).filter((r) => r.seats === 60);
    const pdf = await f.send(
      'GET',
      `${invoicesUrl(billed.customer)}/${billed.subscriptionId}/${first!.invoiceId}/pdf`,
      'distributor',
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${first!.number}.pdf"`);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.raw)), { mergePages: true });
    expect(text).toContain(first!.number);
    expect(text).toContain('Nordic Shield Distribution AS');
    expect(text).toContain('Karl Johans gate 12');
    expect(text).toContain('0154 Oslo');
    // The distributor's organisation writes Norwegian. 60 seats: 50 at €5.00 and 10 at €4.00, 21 % tax on top.
    expect(text).toContain('Faktura');
    expect(text).toContain('Fakturamottaker');
    expect(text).toContain('250,00 €');
    expect(text).toContain('40,00 €');
    expect(text).toContain('60,90 €');
    expect(text).toContain('350,90 €');
    // The seller, the customer by name only, and a payment reference with a valid check.
    expect(text).toContain('Platform Operations AS');
    expect(text).toContain('Org.nr. 923 609 016 MVA');
    expect(text).toContain('Norge');
    expect(text).not.toContain(billed.customer);
    expect(text).not.toContain(f.ids.distributor);
    expect(isValidCreditorReference(/Betalingsreferanse: (RF[\d ]+)/.exec(text)![1]!)).toBe(true);
  });

  it("prints an invoice with the seller and reference it was issued with, whatever the seller's details are now", async () => {
    const [first] = (await invoiceRows(billed.subscriptionId)).filter((r) => r.seats === 60);
    await t.database.db
      .update(sellerDetails)
      .set({ details: { ...demoSeller, legalName: 'Renamed Operations AS', iban: 'NO9386011117947' } });
    try {
      const pdf = await f.send(
        'GET',
        `${invoicesUrl(billed.customer)}/${billed.subscriptionId}/${first!.invoiceId}/pdf`,
        'distributor',
      );
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.raw)), { mergePages: true });
      expect(text).toContain('Platform Operations AS');
      expect(text).toContain('IBAN: NO72 1503 1234 562');
      expect(text).not.toContain('Renamed');
      expect(text).toContain(`Betalingsreferanse: ${first!.paymentReference!.replace(/(.{4})(?=.)/g, '$1 ')}`);
    } finally {
      await t.database.db.update(sellerDetails).set({ details: demoSeller });
    }
  });

  it('exports every invoice as CSV', async () => {
    const csv = await f.send('GET', `${invoicesUrl(billed.customer)}/export`, 'distributor');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.raw.toString().trim().split('\r\n');
    expect(lines[0]).toBe(
      'number,invoiceId,subscriptionId,customer,customerName,productType,seats,periodStart,periodEnd,issued,dueDate,status,paymentDate,currency,net,tax,total',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/,standard,60,.*,open,,EUR,290\.00,60\.90,350\.90$/);
    expect(lines[1]).toMatch(/,standard,70,.*,EUR,330\.00,69\.30,399\.30$/);
  });
});

describe('PATCH /api/v1/platform/invoices/{invoiceId}', () => {
  it('lets staff mark an open invoice paid, audited, once', async () => {
    const [row] = await invoiceRows(billed.subscriptionId);
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    for (const account of ['distributor', 'reseller', 'customer'] as const) {
      expect(
        (await f.send('PATCH', `/api/v1/platform/invoices/${row!.invoiceId}`, account, { status: 'paid' })).status,
      ).toBe(403);
    }
    const future = await f.send('PATCH', `/api/v1/platform/invoices/${row!.invoiceId}`, 'staff', {
      status: 'paid',
      paymentDate: '2999-01-01T00:00:00Z',
    });
    expect(future.status).toBe(400);
    expect(future.body.fields[0].field).toBe('paymentDate');
    const paid = await f.send('PATCH', `/api/v1/platform/invoices/${row!.invoiceId}`, 'staff', {
      status: 'paid',
      paymentDate: paidAt,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ invoiceId: row!.invoiceId, status: 'paid', paymentDate: paidAt });
    const again = await f.send('PATCH', `/api/v1/platform/invoices/${row!.invoiceId}`, 'staff', { status: 'paid' });
    expect(again.status).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.paid'), eq(auditLog.target, row!.invoiceId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ status: 'paid', paymentDate: paidAt });
    expect((await f.send('PATCH', '/api/v1/platform/invoices/unknown', 'staff', { status: 'paid' })).status).toBe(404);
    expect(
      (await f.send('PATCH', `/api/v1/platform/invoices/${row!.invoiceId}`, 'staff', { status: 'void' })).status,
    ).toBe(400);
  });
});

describe('who sees invoices', () => {
  it('refuses every invoice endpoint with PRICING_HIDDEN to a partner whose pricing is hidden', async () => {
    const customer = await f.freshCustomer(f.ids.resellerB);
    const { subscriptionId } = await f.buy('distributor', customer);
    const [row] = await invoiceRows(subscriptionId);
    for (const url of [
      invoicesUrl(customer),
      invoicesUrl(f.ids.resellerB),
      `${invoicesUrl(customer)}/export`,
      `${invoicesUrl(customer)}/${subscriptionId}`,
      `${invoicesUrl(customer)}/${subscriptionId}/${row!.invoiceId}/pdf`,
    ]) {
      const refused = await f.send('GET', url, 'reseller2');
      expect(refused.status, url).toBe(403);
      expect(refused.body.code).toBe('PRICING_HIDDEN');
    }
  });

  it('answers 404 to other partners, customer users and staff on every invoice endpoint', async () => {
    const [row] = await invoiceRows(billed.subscriptionId);
    const urls = [
      invoicesUrl(billed.customer),
      invoicesUrl(f.ids.distributor),
      `${invoicesUrl(billed.customer)}/export`,
      `${invoicesUrl(f.ids.distributor)}/export`,
      `${invoicesUrl(billed.customer)}/${billed.subscriptionId}`,
      `${invoicesUrl(billed.customer)}/${billed.subscriptionId}/${row!.invoiceId}/pdf`,
    ];
    for (const account of ['reseller', 'reseller2', 'customer', 'staff'] as const) {
      for (const url of urls) {
        const refused = await f.send('GET', url, account);
        expect(refused.status, `${account} ${url}`).toBe(404);
        expect(JSON.stringify(refused.body)).not.toContain(row!.number);
      }
    }
    // A reseller's own lists hold nothing the distributor bought.
    const own = await f.send('GET', invoicesUrl(f.ids.resellerA), 'reseller');
    expect(own.body.data.map((i: { subscriptionId: string }) => i.subscriptionId)).not.toContain(billed.subscriptionId);
    // An invoice asked for under another subscription is not found.
    const other = await f.buy('distributor', await f.freshCustomer(f.ids.distributor));
    expect(
      (
        await f.send(
          'GET',
          `${invoicesUrl(billed.customer)}/${other.subscriptionId}/${row!.invoiceId}/pdf`,
          'distributor',
        )
      ).status,
    ).toBe(404);
  });
});
