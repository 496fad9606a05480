import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, checkoutRequests, invoices, licenses, subscriptions } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { billingFixtures } from '../billing.fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof billingFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixtures(t);
});
afterAll(() => t.close());

const subscriptionsOf = (customer: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.cybrOrgId, customer));
const invoicesOf = (customer: string) => t.database.db.select().from(invoices).where(eq(invoices.cybrOrgId, customer));

describe('POST /api/v1/organizations/{cybrOrgId}/subscriptions (checkout)', () => {
  it('buys an invoice subscription: active at once, first invoice issued, audited', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    await t.database.db
      .update(licenses)
      .set({ issued: 5 })
      .where(and(eq(licenses.cybrOrgId, customer), eq(licenses.productType, 'standard')));
    const bought = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), {
      'idempotency-key': f.newKey(),
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toEqual({
      provider: 'cybr',
      cybrOrgId: customer,
      subscriptionId: expect.any(String),
      active: true,
      licenseCap: null,
      subscriptionType: 'STANDARD',
      productType: 'standard',
      provisioningCybrOrgId: f.ids.distributor,
      organizationName: expect.any(String),
      currency: 'eur',
      customerId: expect.stringMatching(/^cus_cybr_/),
      // What a month of 60 seats costs; nothing is left to confirm for an invoice.
      paymentData: {
        clientSecret: null,
        paymentUrl: null,
        subscriptionId: expect.any(String),
        tax: 6090,
        taxInclusive: false,
        total: 35090,
      },
      status: 'active',
      nextBillingDate: expect.any(String),
      paymentMethod: 'invoice',
      quantity: 60,
    });
    const [row] = await subscriptionsOf(customer);
    const today = new Date();
    const midnight = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    expect(row).toMatchObject({ status: 'active', paymentMethod: 'invoice', quantity: 60, currency: 'eur' });
    expect(new Date(row!.currentPeriodStart).toISOString()).toBe(midnight.toISOString());
    const nextMonth = new Date(midnight);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    if (nextMonth.getUTCDate() === midnight.getUTCDate())
      expect(new Date(row!.nextBillingDate!).toISOString()).toBe(nextMonth.toISOString());
    expect(row!.customerId).toMatch(/^cus_cybr_[0-9a-f]{24}$/);

    const [invoice] = await invoicesOf(customer);
    // 60 seats of sat in EUR: 50 × 6.05 + 10 × 4.84 (graduated tiers, 21 % tax on top).
    expect(invoice).toMatchObject({
      status: 'open',
      seats: 60,
      net: 29000,
      tax: 6090,
      total: 35090,
      currency: 'eur',
      subscriptionId: bought.body.subscriptionId,
    });
    expect(invoice!.number).toMatch(new RegExp(`^INV-${today.getUTCFullYear()}-\\d{6}$`));
    expect(new Date(invoice!.periodStart).toISOString()).toBe(midnight.toISOString());
    expect(new Date(invoice!.dueDate).getTime() - new Date(invoice!.createdAt).getTime()).toBeGreaterThanOrEqual(
      14 * 86_400_000 - 5000,
    );
    expect(invoice!.billTo).toMatchObject({
      partner: { name: 'Nordic Shield Distribution AS', address: { line1: 'Karl Johans gate 12', city: 'Oslo' } },
    });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.checkout'), eq(auditLog.target, bought.body.subscriptionId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      cybrOrgId: f.ids.distributor,
      after: { cybrOrgId: customer, quantity: 60, provider: 'cybr' },
    });
  });

  it("lets a distributor buy for its reseller's customer, and the same customer id stays stable per partner", async () => {
    const customer = await f.freshCustomer(f.ids.resellerA);
    const bought = await f.buy('distributor', customer, { productType: 'insider-threat-detection', quantity: 3 });
    expect(bought).toMatchObject({
      cybrOrgId: customer,
      provisioningCybrOrgId: f.ids.distributor,
      productType: 'insider-threat-detection',
    });
    const other = await f.freshCustomer(f.ids.distributor);
    await f.buy('distributor', other, { quantity: 2 });
    const rows = await t.database.db
      .select({ customerId: subscriptions.customerId })
      .from(subscriptions)
      .where(eq(subscriptions.provisioningCybrOrgId, f.ids.distributor));
    expect(new Set(rows.map((r) => r.customerId)).size).toBe(1);
  });

  it('makes more than 1000 seats a VOLUME subscription', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    expect((await f.buy('distributor', customer, { quantity: 1001 })).subscriptionType).toBe('VOLUME');
    const [invoice] = await invoicesOf(customer);
    // 50 × 605 + 200 × 484 + 750 × 363 + 1 × 242
    expect(invoice!.total).toBe(30250 + 96800 + 272250 + 242);
  });

  it.each([
    ['subscription.quantity', { quantity: 0 }],
    ['subscription.quantity', { quantity: 2.5 }],
    ['subscription.interval', { interval: 'year' }],
    ['subscription.currency', { currency: 'sek' }],
    ['subscription.provider', { provider: 'paypal' }],
  ])('refuses a bad %s with 400 naming it and buys nothing', async (field, change) => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const refused = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer, change), {
      'idempotency-key': f.newKey(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.map((x: { field: string }) => x.field)).toContain(field);
    expect(await subscriptionsOf(customer)).toHaveLength(0);
  });

  it('refuses a customer part that names another organisation', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const other = await f.freshCustomer(f.ids.distributor);
    const refused = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(other), {
      'idempotency-key': f.newKey(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'customer.cybrOrgId', message: 'Must be the organisation the subscription is for' },
    ]);
  });

  it("answers 404 for an unknown customer, another partner's customer, the partner itself, and to non-partners", async () => {
    const theirs = await f.freshCustomer(f.ids.resellerA);
    const cases = [
      ['distributor', 'no-such-org'],
      ['reseller2', theirs],
      ['reseller2', f.ids.resellerA],
      ['reseller', f.ids.distributor],
      ['distributor', f.ids.resellerA],
      ['distributor', f.ids.distributor],
      ['customer', theirs],
      ['staff', theirs],
    ] as const;
    for (const [account, target] of cases) {
      const refused = await f.send('POST', f.subscriptionsUrl(target), account, f.order(target), {
        'idempotency-key': f.newKey(),
      });
      expect(refused.status, `${account} on ${target}`).toBe(404);
    }
    expect(await subscriptionsOf(theirs)).toHaveLength(0);
  });

  it('needs an Idempotency-Key header of 1–255 visible characters', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const missing = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer));
    expect(missing.status).toBe(400);
    expect(missing.body.fields[0]).toMatchObject({ field: 'Idempotency-Key' });
    for (const key of ['with space', 'x'.repeat(256), 'ünïcode']) {
      const bad = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), {
        'idempotency-key': key,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fields[0].field).toBe('Idempotency-Key');
    }
    expect(await subscriptionsOf(customer)).toHaveLength(0);
  });

  it('says the card provider is not set up when the server has no Stripe keys', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const refused = await f.send(
      'POST',
      f.subscriptionsUrl(customer),
      'distributor',
      f.order(customer, { provider: 'stripe' }),
      { 'idempotency-key': f.newKey() },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('PROVIDER_NOT_CONFIGURED');
  });

  it('refuses a partner whose pricing is hidden, buying nothing; its distributor buys for that customer', async () => {
    const customer = await f.freshCustomer(f.ids.resellerB);
    const refused = await f.send('POST', f.subscriptionsUrl(customer), 'reseller2', f.order(customer), {
      'idempotency-key': f.newKey(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PRICING_HIDDEN');
    expect(await subscriptionsOf(customer)).toEqual([]);
    expect((await f.buy('distributor', customer)).provisioningCybrOrgId).toBe(f.ids.distributor);
  });

  it('refuses a second live subscription for the same customer and product with 409', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    await f.buy('distributor', customer);
    const again = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), {
      'idempotency-key': f.newKey(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already has a subscription for this product/);
    expect(await subscriptionsOf(customer)).toHaveLength(1);
    // Once that one's cancellation has taken effect, the seats may be bought again.
    await t.database.db
      .update(subscriptions)
      .set({ cancellationTime: new Date(Date.now() - 1000).toISOString() })
      .where(eq(subscriptions.cybrOrgId, customer));
    expect(
      (
        await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), {
          'idempotency-key': f.newKey(),
        })
      ).status,
    ).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first subscription, without a second subscription or invoice', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const key = f.newKey();
    const first = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), {
      'idempotency-key': key,
    });
    const retry = await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), {
      'idempotency-key': key,
    });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await subscriptionsOf(customer)).toHaveLength(1);
    expect(await invoicesOf(customer)).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'subscription.checkout'), eq(auditLog.target, first.body.subscriptionId))),
    ).toHaveLength(1);
  });

  it('refuses the same key with a different request with 409', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const key = f.newKey();
    expect(
      (await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), { 'idempotency-key': key }))
        .status,
    ).toBe(200);
    const other = await f.send(
      'POST',
      f.subscriptionsUrl(customer),
      'distributor',
      f.order(customer, { quantity: 61 }),
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/already used for a different checkout/);
    expect((await subscriptionsOf(customer))[0]!.quantity).toBe(60);
  });

  it('lets a key be retried after the checkout it carried was refused', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const key = f.newKey();
    const other = await f.freshCustomer(f.ids.distributor);
    expect(
      (await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(other), { 'idempotency-key': key }))
        .status,
    ).toBe(400);
    expect(
      await t.database.db.select().from(checkoutRequests).where(eq(checkoutRequests.idempotencyKey, key)),
    ).toHaveLength(0);
    expect(
      (await f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), { 'idempotency-key': key }))
        .status,
    ).toBe(200);
  });

  it('keeps keys per partner: another partner may use the same key for its own order', async () => {
    const mine = await f.freshCustomer(f.ids.distributor);
    const theirs = await f.freshCustomer(f.ids.resellerA);
    const key = f.newKey();
    expect(
      (await f.send('POST', f.subscriptionsUrl(mine), 'distributor', f.order(mine), { 'idempotency-key': key })).status,
    ).toBe(200);
    const second = await f.send('POST', f.subscriptionsUrl(theirs), 'reseller', f.order(theirs), {
      'idempotency-key': key,
    });
    expect(second.status).toBe(200);
    expect(second.body.cybrOrgId).toBe(theirs);
  });

  it('makes exactly one subscription from two identical requests sent at once', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const key = f.newKey();
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.subscriptionId)).size).toBe(1);
    expect(await subscriptionsOf(customer)).toHaveLength(1);
    expect(await invoicesOf(customer)).toHaveLength(1);
  });

  it('makes one subscription from two different keys sent at once for the same seats', async () => {
    const customer = await f.freshCustomer(f.ids.distributor);
    const answers = await Promise.all(
      [0, 1].map(() =>
        f.send('POST', f.subscriptionsUrl(customer), 'distributor', f.order(customer), {
          'idempotency-key': f.newKey(),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await subscriptionsOf(customer)).toHaveLength(1);
  });
});
