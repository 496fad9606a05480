import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { auditLog, invoices, organizations, paymentEvents, subscriptions } from '../../../db/schema.ts';
import { stripeFixture } from '@portal/test-kit/stripe-recorded-server.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { stripeWebhookPath } from './stripe-webhook.ts';

const secret = 'whsec_test_portal';
const signer = new Stripe('sk_test_recorded');
let t: TestApp;
let partner: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_recorded',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
  partner = await t.orgId('Nordic Shield Distribution AS');
  const [child] = await t.database.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.partnerCybrOrgId, partner), eq(organizations.isPistachioPartner, false)))
    .limit(1);
  customer = child!.cybrOrgId;
});
afterAll(() => t.close());

let serial = 0;
/** A stored Stripe subscription as checkout leaves it: incomplete, its first payment awaited. */
async function storedSubscription(): Promise<{ id: string; externalId: string }> {
  serial += 1;
  const id = `sub-ours-${serial}`;
  const externalId = `sub_recorded${serial}`;
  const address = { line1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', country: 'NO' };
  await t.database.db.insert(subscriptions).values({
    subscriptionId: id,
    cybrOrgId: customer,
    provisioningCybrOrgId: partner,
    provider: 'stripe',
    subscriptionType: 'STANDARD',
    productType: 'standard',
    status: 'incomplete',
    paymentMethod: 'card',
    currency: 'eur',
    quantity: 12,
    customer: {
      cybrOrgId: customer,
      name: 'Customer AS',
      email: 'billing@customer.example',
      billingAddress: address,
      shippingAddress: address,
    },
    customerId: 'cus_RcXk4f9B2mQ7Tz',
    externalId,
    clientSecret: 'pi_3QxR_secret_pending',
    paymentUrl: 'https://invoice.stripe.com/i/acct_1Qx/test_pending',
    currentPeriodStart: '2026-01-01T00:00:00Z',
    nextBillingDate: '2026-02-01T00:00:00Z',
  });
  return { id, externalId };
}

const created = 1767312000;
/** An event as Stripe signs it; `secondsLater` moves its creation time, for events delivered out of order. */
function stripeEvent(type: string, object: Record<string, unknown>, secondsLater = 0) {
  const id = `evt_${type}_${++serial}`;
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: created + secondsLater,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

function subscriptionObject(externalId: string, changes: Record<string, unknown>) {
  const object = {
    ...stripeFixture('subscription-created'),
    id: externalId,
    latest_invoice: 'in_recorded',
    metadata: { seats: '12' },
    ...changes,
  };
  return object;
}

function invoiceObject(externalId: string, changes: Record<string, unknown> = {}) {
  const invoice = stripeFixture('invoice-paid') as Record<string, unknown> & {
    parent: { subscription_details: { subscription: string } };
  };
  invoice.parent.subscription_details.subscription = externalId;
  return { ...invoice, id: `in_for_${externalId}`, ...changes };
}

async function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret });
  const response = await t.app.inject({
    method: 'POST',
    url: stripeWebhookPath,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, id)))[0]!;
const auditOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.target, id));
const invoicesOf = (id: string) => t.database.db.select().from(invoices).where(eq(invoices.subscriptionId, id));

describe('POST /api/v1/subscriptions/providers/stripe/webhook', () => {
  it('refuses a payload whose signature does not match, and changes nothing', async () => {
    const { id, externalId } = await storedSubscription();
    const event = stripeEvent('customer.subscription.updated', subscriptionObject(externalId, { status: 'active' }));
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_someone_else',
    });
    for (const signature of [forged, 't=1,v1=00', '']) {
      const refused = await deliver(event, signature);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION', fields: [{ field: 'stripe-signature' }] });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: stripeWebhookPath,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // A payload altered after signing fails too.
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    const altered = await t.app.inject({
      method: 'POST',
      url: stripeWebhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('"active"', '"canceled"'),
    });
    expect(altered.statusCode).toBe(400);
    expect((await rowOf(id)).status).toBe('incomplete');
    expect(await auditOf(id)).toEqual([]);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([]);
  });

  it('applies a status change once, however often Stripe delivers it', async () => {
    const { id, externalId } = await storedSubscription();
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(externalId, { status: 'active', cancel_at: 1772323200, metadata: { seats: '15' } }),
    );
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'active', quantity: 15, clientSecret: null, paymentUrl: null, version: 2 });
    expect(new Date(row.cancellationTime!).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(new Date(row.nextBillingDate!).toISOString()).toBe('2026-02-01T00:00:00.000Z');

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect((await rowOf(id)).version).toBe(2);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorCybrId: null,
      cybrOrgId: partner,
      action: 'subscription.provider-change',
      before: { status: 'incomplete', quantity: 12 },
      after: { status: 'active', quantity: 15 },
    });
    expect(JSON.stringify(audit[0])).not.toContain('secret_pending');
  });

  it('ends the subscription when Stripe deletes it: no next billing date', async () => {
    const { id, externalId } = await storedSubscription();
    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject(externalId, { status: 'canceled', ended_at: 1767312000 }),
      ),
    );
    expect(await rowOf(id)).toMatchObject({ status: 'canceled', nextBillingDate: null });
  });

  it('stores the paid invoice with its Stripe link, and updates it on a later event', async () => {
    const { id, externalId } = await storedSubscription();
    expect(
      (
        await deliver(
          stripeEvent(
            'invoice.payment_failed',
            invoiceObject(externalId, { status: 'open', status_transitions: { paid_at: null } }),
          ),
        )
      ).status,
    ).toBe(200);
    // A failed first payment leaves the subscription incomplete.
    expect((await rowOf(id)).status).toBe('incomplete');
    expect(await invoicesOf(id)).toMatchObject([{ status: 'open', paymentDate: null, total: 12900 }]);

    await deliver(stripeEvent('invoice.paid', invoiceObject(externalId)));
    const [invoice, ...others] = await invoicesOf(id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      status: 'paid',
      number: '3F1A9C2B-0001',
      total: 12900,
      currency: 'eur',
      cybrOrgId: customer,
      provisioningCybrOrgId: partner,
      externalId: `in_for_${externalId}`,
      externalUrl: 'https://invoice.stripe.com/i/acct_1Qx/test_YWNjdF8xUXg',
    });
    expect(new Date(invoice!.paymentDate!).toISOString()).toBe('2026-01-01T00:01:00.000Z');
    expect(new Date(invoice!.periodEnd).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(await rowOf(id)).toMatchObject({ status: 'active', clientSecret: null, paymentUrl: null });
  });

  it('marks a renewal whose payment failed past due', async () => {
    const { id, externalId } = await storedSubscription();
    await t.database.db
      .update(subscriptions)
      .set({ status: 'active', clientSecret: null })
      .where(eq(subscriptions.subscriptionId, id));
    await deliver(
      stripeEvent(
        'invoice.payment_failed',
        invoiceObject(externalId, { status: 'open', billing_reason: 'subscription_cycle' }),
      ),
    );
    expect((await rowOf(id)).status).toBe('past_due');
  });

  it('keeps the newer state when Stripe delivers a subscription change after a later one', async () => {
    const { id, externalId } = await storedSubscription();
    const newer = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(externalId, { status: 'active', metadata: { seats: '15' } }),
      60,
    );
    const older = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(externalId, { status: 'incomplete', metadata: { seats: '12' } }),
    );
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'active', quantity: 15, version: 2 });
    expect(await auditOf(id)).toHaveLength(1);
    // Received, so Stripe stops sending it, though it changed nothing.
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, older.id))).toHaveLength(1);
  });

  it('keeps a paid invoice paid when the failure of an earlier attempt arrives after it', async () => {
    const { id, externalId } = await storedSubscription();
    await t.database.db
      .update(subscriptions)
      .set({ status: 'past_due', clientSecret: null })
      .where(eq(subscriptions.subscriptionId, id));
    await deliver(stripeEvent('invoice.paid', invoiceObject(externalId), 120));
    await deliver(
      stripeEvent(
        'invoice.payment_failed',
        invoiceObject(externalId, { status: 'open', status_transitions: { paid_at: null } }),
        60,
      ),
    );
    expect(await invoicesOf(id)).toMatchObject([{ status: 'paid', total: 12900 }]);
    expect((await rowOf(id)).status).toBe('active');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'invoice.provider-change',
      'subscription.provider-change',
    ]);
  });

  it("takes a late subscription change's seats, but not a status that a later payment has replaced", async () => {
    const { id, externalId } = await storedSubscription();
    await deliver(stripeEvent('invoice.paid', invoiceObject(externalId), 120));
    expect((await rowOf(id)).status).toBe('active');
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(externalId, { status: 'incomplete', metadata: { seats: '20' } }),
        60,
      ),
    );
    expect(await rowOf(id)).toMatchObject({ status: 'active', quantity: 20, clientSecret: null });
    // And a later change of either kind still applies.
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(externalId, { status: 'past_due', metadata: { seats: '20' } }),
        180,
      ),
    );
    expect((await rowOf(id)).status).toBe('past_due');
  });

  it('acknowledges events it does not handle and subscriptions that are not ours, changing nothing', async () => {
    expect(await deliver(stripeEvent('customer.created', stripeFixture('customer')))).toEqual({
      status: 200,
      body: { received: true },
    });
    const { metadata: _ours, ...foreign } = subscriptionObject('sub_not_ours', { status: 'active' });
    expect((await deliver(stripeEvent('customer.subscription.updated', { ...foreign, metadata: {} }))).status).toBe(
      200,
    );
  });

  it('asks Stripe to deliver again when our subscription is not stored yet', async () => {
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('sub_not_yet', { status: 'active', metadata: { subscriptionId: 'sub-ours-later' } }),
    );
    expect((await deliver(event)).status).toBe(409);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([]);
  });

  it('takes a server-to-server POST without Origin, while the rest of the API still refuses one', async () => {
    const { externalId } = await storedSubscription();
    const response = await deliver(
      stripeEvent('customer.subscription.updated', subscriptionObject(externalId, { status: 'active' })),
    );
    expect(response.status).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/app/baloo-router-api/api/v1/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(elsewhere.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
});

describe('the Stripe webhook without a signing secret', () => {
  it('answers 404: it is not set up', async () => {
    const bare = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_recorded' });
    try {
      const payload = JSON.stringify(stripeEvent('invoice.paid', invoiceObject('sub_x')));
      const header = signer.webhooks.generateTestHeaderString({ payload, secret });
      const response = await bare.app.inject({
        method: 'POST',
        url: stripeWebhookPath,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await bare.close();
    }
  });
});
