import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import { auditLog, licenses, organizations, subscriptions } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { billingFixtures } from '../billing.fixture.ts';
import { cancelOrResume } from './cancellation.ts';
import { providerRegistry } from '../providers/registry.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof billingFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixtures(t);
});
afterAll(() => t.close());

const rowOf = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, id)))[0]!;
const setRow = (id: string, values: Partial<typeof subscriptions.$inferInsert>) =>
  t.database.db.update(subscriptions).set(values).where(eq(subscriptions.subscriptionId, id));
const auditOf = (id: string, action: AuditAction) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, id), eq(auditLog.action, action)));
const patch = (customer: string, account: Parameters<typeof f.send>[2], body: object) =>
  f.send('PATCH', f.subscriptionsUrl(customer), account, { cybrOrgId: customer, ...body });
const capsUrl = (id: string) => `${f.subscriptionsUrl(id)}/license-caps`;
const ids = (page: { data: { subscriptionId: string }[] }) => page.data.map((s) => s.subscriptionId);

/** A card subscription as the card provider's checkout leaves it (that provider is not set up in tests). */
async function cardSubscription(customer: string, partner: string) {
  const subscriptionId = `card-${customer}`;
  await t.database.db.insert(subscriptions).values({
    subscriptionId,
    cybrOrgId: customer,
    provisioningCybrOrgId: partner,
    provider: 'stripe',
    subscriptionType: 'STANDARD',
    productType: 'insider-threat-detection',
    status: 'active',
    paymentMethod: 'card',
    currency: 'eur',
    quantity: 60,
    customer: {},
    customerId: 'cus_test',
    externalId: `sub_${customer}`,
    clientSecret: null,
    currentPeriodStart: '2026-01-01T00:00:00Z',
    nextBillingDate: '2099-02-01T00:00:00Z',
  });
  return subscriptionId;
}

describe('GET subscriptions (v1, v3, one)', () => {
  it('lists by partner (everything it bought) and by customer (everything bought for it)', async () => {
    const a = await f.freshCustomer(f.ids.resellerA);
    const fromDistributor = await f.buy('distributor', a);
    const fromReseller = await f.buy('reseller', a, { productType: 'insider-threat-detection', quantity: 2 });
    const distributorList = await f.send('GET', f.subscriptionsUrl(f.ids.distributor), 'distributor');
    expect(ids(distributorList.body)).toContain(fromDistributor.subscriptionId);
    expect(ids(distributorList.body)).not.toContain(fromReseller.subscriptionId);
    const resellerList = await f.send('GET', f.subscriptionsUrl(f.ids.resellerA), 'reseller');
    expect(ids(resellerList.body)).toEqual([fromReseller.subscriptionId]);
    for (const account of ['reseller', 'distributor'] as const) {
      const byCustomer = await f.send('GET', f.subscriptionsUrl(a), account);
      expect(ids(byCustomer.body).sort()).toEqual([fromDistributor.subscriptionId, fromReseller.subscriptionId].sort());
    }
    const one = await f.send('GET', `${f.subscriptionsUrl(a)}/${fromReseller.subscriptionId}`, 'reseller');
    expect(one.body).toMatchObject({
      subscriptionId: fromReseller.subscriptionId,
      provider: 'cybr',
      productType: 'insider-threat-detection',
      active: true,
    });
  });

  it('v1 lists only live subscriptions, v3 also the ended ones', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const ended = await f.buy('distributor', c);
    const expired = await f.buy('distributor', c, { productType: 'insider-threat-detection' });
    await setRow(ended.subscriptionId, { status: 'canceled' });
    await setRow(expired.subscriptionId, { status: 'incomplete_expired' });
    const live = await f.buy('distributor', c);
    const v1 = await f.send('GET', f.subscriptionsUrl(c), 'distributor');
    const v3 = await f.send('GET', `/api/v3/organizations/${c}/subscriptions`, 'distributor');
    expect(ids(v1.body)).toEqual([live.subscriptionId]);
    expect(ids(v3.body).sort()).toEqual([ended.subscriptionId, expired.subscriptionId, live.subscriptionId].sort());
    expect(v3.body.data.find((s: { subscriptionId: string }) => s.subscriptionId === ended.subscriptionId).active).toBe(
      false,
    );
    expect(v3.body).toMatchObject({ total: 3, count: 3, from: 0 });
  });

  it('pages on the server, newest first, naming each customer', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const first = await f.buy('distributor', c);
    const second = await f.buy('distributor', c, { productType: 'insider-threat-detection' });
    const [name] = await t.database.db
      .select({ name: organizations.organizationName })
      .from(organizations)
      .where(eq(organizations.cybrOrgId, c));
    const page = await f.send('GET', `${f.subscriptionsUrl(c)}?from=1&to=2`, 'distributor');
    expect(page.body).toMatchObject({ total: 2, count: 1, from: 1, to: 2, reqFrom: 1, reqTo: 2 });
    expect(ids(page.body)).toEqual([first.subscriptionId]);
    expect(ids((await f.send('GET', `${f.subscriptionsUrl(c)}?to=1`, 'distributor')).body)).toEqual([
      second.subscriptionId,
    ]);
    expect(page.body.data[0]).toMatchObject({
      organizationName: name!.name,
      status: 'active',
      quantity: 60,
      paymentMethod: 'invoice',
      nextBillingDate: expect.any(String),
    });
    expect((await f.send('GET', `${f.subscriptionsUrl(c)}?from=-1`, 'distributor')).status).toBe(400);
  });

  it('shows card subscriptions with what a period costs, and paymentData null to a partner whose pricing is hidden', async () => {
    const mine = await f.freshCustomer(f.ids.distributor);
    const hidden = await f.freshCustomer(f.ids.resellerB);
    await cardSubscription(mine, f.ids.distributor);
    await cardSubscription(hidden, f.ids.resellerB);
    const shown = (await f.send('GET', f.subscriptionsUrl(mine), 'distributor')).body.data[0];
    // 60 seats of itd in EUR: 50 × 9.68 + 10 × 8.47.
    expect(shown).toMatchObject({
      provider: 'stripe',
      status: 'active',
      quantity: 60,
      currency: 'eur',
      paymentMethod: 'card',
      paymentData: { total: 48400 + 8470, tax: 8400 + 1470, taxInclusive: false, clientSecret: null },
    });
    for (const url of [
      f.subscriptionsUrl(hidden),
      `/api/v3/organizations/${hidden}/subscriptions`,
      `${f.subscriptionsUrl(hidden)}/card-${hidden}`,
    ]) {
      const answer = await f.send('GET', url, 'reseller2');
      const entry = 'data' in answer.body ? answer.body.data[0] : answer.body;
      expect(entry).toMatchObject({ provider: 'stripe', paymentData: null });
      // The page's own `total` counts rows; no entry carries an amount.
      expect(JSON.stringify('data' in answer.body ? answer.body.data : answer.body)).not.toMatch(
        /"(total|tax|unitPrice)"/,
      );
    }
  });

  it('answers 404 to other partners, customer users and staff on every read', async () => {
    const c = await f.freshCustomer(f.ids.resellerA);
    const bought = await f.buy('reseller', c);
    const urls = [
      f.subscriptionsUrl(c),
      `/api/v3/organizations/${c}/subscriptions`,
      `${f.subscriptionsUrl(c)}/${bought.subscriptionId}`,
      f.subscriptionsUrl(f.ids.resellerA),
      `/api/v3/organizations/${f.ids.resellerA}/subscriptions`,
    ];
    for (const account of ['reseller2', 'customer', 'staff'] as const) {
      for (const url of urls) expect((await f.send('GET', url, account)).status, `${account} ${url}`).toBe(404);
    }
    // The distributor reads its reseller's customer, not the reseller's own purchases list.
    expect((await f.send('GET', f.subscriptionsUrl(f.ids.resellerA), 'distributor')).status).toBe(404);
    expect((await f.send('GET', `${f.subscriptionsUrl(c)}/nope`, 'reseller')).status).toBe(404);
  });
});

describe('ghost mode', () => {
  it("lets platform staff read a partner's subscriptions and invoices as that partner, and change nothing", async () => {
    const c = await f.freshCustomer(f.ids.resellerA);
    const { subscriptionId } = await f.buy('reseller', c);
    const ghost = (id: string) => ({ cookie: `${f.cookies.staff}; cybr-ghost-mode=${id}` });
    const list = await f.send('GET', f.subscriptionsUrl(f.ids.resellerA), 'staff', undefined, ghost(f.ids.resellerA));
    expect(list.status).toBe(200);
    expect(ids(list.body)).toContain(subscriptionId);
    const invoicesPage = await f.send('GET', `${f.subscriptionsUrl(c)}/invoices`, 'staff', undefined, ghost(c));
    expect(invoicesPage.body.data.map((i: { subscriptionId: string }) => i.subscriptionId)).toEqual([subscriptionId]);
    // The ghost reads only its target.
    expect(
      (await f.send('GET', f.subscriptionsUrl(f.ids.distributor), 'staff', undefined, ghost(f.ids.resellerA))).status,
    ).toBe(404);
    const write = await f.send(
      'PATCH',
      f.subscriptionsUrl(c),
      'staff',
      { subscriptionId, cybrOrgId: c, resume: false, cancellationReason: 'x' },
      ghost(c),
    );
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('MODE_READ_ONLY');
  });
});

describe('PATCH subscriptions (cancel and resume)', () => {
  it('cancels with a reason at the end of the paid period, and resumes before it', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    const before = await rowOf(subscriptionId);
    const cancelled = await patch(c, 'distributor', {
      subscriptionId,
      resume: false,
      cancellationReason: 'Customer left',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      subscriptionId,
      active: true,
      cancellationTime: new Date(before.nextBillingDate!).toISOString(),
    });
    expect(await rowOf(subscriptionId)).toMatchObject({
      cancellationReason: 'Customer left',
      version: before.version + 1,
    });
    expect((await auditOf(subscriptionId, 'subscription.cancel'))[0]).toMatchObject({
      cybrOrgId: f.ids.distributor,
      before: { cancellationTime: null },
      after: { cancellationReason: 'Customer left' },
    });

    const resumed = await patch(c, 'distributor', { subscriptionId, resume: true });
    expect(resumed.status).toBe(200);
    expect(resumed.body.cancellationTime).toBeUndefined();
    expect(await rowOf(subscriptionId)).toMatchObject({ cancellationTime: null, cancellationReason: null });
    expect(await auditOf(subscriptionId, 'subscription.resume')).toHaveLength(1);
  });

  it('cancels at a chosen time between now and the end of the paid period, and refuses others naming cancellationTime', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    const end = new Date((await rowOf(subscriptionId)).nextBillingDate!);
    for (const at of [new Date(Date.now() - 3_600_000), new Date(end.getTime() + 1000)]) {
      const refused = await patch(c, 'distributor', {
        subscriptionId,
        resume: false,
        cancellationTime: at.toISOString(),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields[0].field).toBe('cancellationTime');
    }
    const at = new Date(Date.now() + 86_400_000);
    const cancelled = await patch(c, 'distributor', {
      subscriptionId,
      resume: false,
      cancellationTime: at.toISOString(),
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancellationTime).toBe(at.toISOString());
  });

  it.each([
    [{ resume: false }, 'cancellationReason'],
    [{ resume: false, cancellationReason: 'x', cancellationTime: '2099-01-01T00:00:00Z' }, 'cancellationTime'],
    [{ resume: true, cancellationReason: 'x' }, 'cancellationReason'],
  ])('refuses the shape %j with 400 naming %s', async (body, field) => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    const refused = await patch(c, 'distributor', { subscriptionId, ...body });
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe(field);
  });

  it('refuses a second cancel, a resume with nothing to undo and a resume after the end, with 409', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    const nothing = await patch(c, 'distributor', { subscriptionId, resume: true });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('This subscription has no cancellation to undo');
    expect(
      (await patch(c, 'distributor', { subscriptionId, resume: false, cancellationReason: 'Too dear' })).status,
    ).toBe(200);
    const twice = await patch(c, 'distributor', { subscriptionId, resume: false, cancellationReason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already cancelled from .*: resume it first/);
    await setRow(subscriptionId, { cancellationTime: new Date(Date.now() - 1000).toISOString() });
    const late = await patch(c, 'distributor', { subscriptionId, resume: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This cancellation has already taken effect and cannot be undone');
    expect((await f.send('GET', `${f.subscriptionsUrl(c)}/${subscriptionId}`, 'distributor')).body.active).toBe(false);
    expect(await auditOf(subscriptionId, 'subscription.resume')).toHaveLength(0);
  });

  it.each([
    ['canceled', 'A cancelled subscription cannot be'],
    ['incomplete_expired', 'An expired subscription cannot be'],
    ['incomplete', 'A subscription whose first payment is still outstanding (incomplete) cannot be'],
  ])('refuses cancel and resume of a %s subscription with 409', async (status, message) => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    await setRow(subscriptionId, { status });
    const cancel = await patch(c, 'distributor', { subscriptionId, resume: false, cancellationReason: 'x' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(`${message} cancelled`);
    await setRow(subscriptionId, { cancellationTime: '2099-01-01T00:00:00Z' });
    const resume = await patch(c, 'distributor', { subscriptionId, resume: true });
    expect(resume.status).toBe(409);
    expect(resume.body.message).toBe(`${message} resumed`);
  });

  it.each(['trialing', 'past_due', 'unpaid', 'paused'])(
    'allows cancel and resume of a %s subscription',
    async (status) => {
      const c = await f.freshCustomer(f.ids.distributor);
      const { subscriptionId } = await f.buy('distributor', c);
      await setRow(subscriptionId, { status });
      expect((await patch(c, 'distributor', { subscriptionId, resume: false, cancellationReason: 'x' })).status).toBe(
        200,
      );
      expect((await patch(c, 'distributor', { subscriptionId, resume: true })).status).toBe(200);
    },
  );

  it('refuses a write made from a stale read with 409 (version), and changes nothing', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    const stale = await rowOf(subscriptionId);
    expect((await patch(c, 'distributor', { subscriptionId, resume: false, cancellationReason: 'First' })).status).toBe(
      200,
    );
    expect((await patch(c, 'distributor', { subscriptionId, resume: true })).status).toBe(200);
    const caller = {
      cybrId: 'x',
      cybrOrgId: f.ids.distributor,
      isPartner: true,
      partnerCybrOrgId: null,
      userRole: 'Partner',
    } as Caller;
    const attempt = cancelOrResume(
      t.database.db,
      providerRegistry(t),
      caller,
      stale,
      { subscriptionId, cybrOrgId: c, resume: false, cancellationReason: 'Second' },
      new Date(),
    );
    await expect(attempt).rejects.toThrow(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This subscription changed while you were looking at it: reload it and try again',
    });
    expect(await rowOf(subscriptionId)).toMatchObject({ cancellationTime: null, version: stale.version + 2 });
  });

  it('lets only one of two cancellations sent at once through', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    const answers = await Promise.all(
      ['One', 'Two'].map((reason) =>
        patch(c, 'distributor', { subscriptionId, resume: false, cancellationReason: reason }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf(subscriptionId, 'subscription.cancel')).toHaveLength(1);
  });

  it('answers 404 to other partners and non-partners, and 403 to a reseller changing what its distributor pays for', async () => {
    const c = await f.freshCustomer(f.ids.resellerA);
    const { subscriptionId } = await f.buy('distributor', c);
    for (const account of ['reseller2', 'customer', 'staff'] as const) {
      expect((await patch(c, account, { subscriptionId, resume: false, cancellationReason: 'x' })).status).toBe(404);
    }
    // Under the wrong organisation, or naming another one in the body.
    expect(
      (
        await f.send('PATCH', f.subscriptionsUrl(f.ids.resellerA), 'reseller', {
          subscriptionId,
          cybrOrgId: c,
          resume: false,
          cancellationReason: 'x',
        })
      ).status,
    ).toBe(404);
    const other = await f.freshCustomer(f.ids.resellerA);
    expect(
      (
        await f.send('PATCH', f.subscriptionsUrl(c), 'distributor', {
          subscriptionId,
          cybrOrgId: other,
          resume: false,
          cancellationReason: 'x',
        })
      ).status,
    ).toBe(404);
    const notPayer = await patch(c, 'reseller', { subscriptionId, resume: false, cancellationReason: 'x' });
    expect(notPayer.status).toBe(403);
    expect((await rowOf(subscriptionId)).cancellationTime).toBeNull();
  });
});

describe('PATCH subscriptions/license-caps', () => {
  it("sets the cap of the customer's subscription for a product, audited, with 0 as unlimited", async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    await t.database.db
      .update(licenses)
      .set({ issued: 8 })
      .where(and(eq(licenses.cybrOrgId, c), eq(licenses.productType, 'standard')));
    const { subscriptionId } = await f.buy('distributor', c);
    const capped = await f.send('PATCH', capsUrl(c), 'distributor', {
      productType: 'standard',
      licenseCap: 100,
      expectedLicenseCap: null,
    });
    expect(capped.status).toBe(200);
    expect(capped.body).toMatchObject({ subscriptionId, licenseCap: 100 });
    expect((await auditOf(subscriptionId, 'subscription.license-cap'))[0]).toMatchObject({
      before: { licenseCap: null },
      after: { licenseCap: 100, productType: 'standard' },
    });
    const below = await f.send('PATCH', capsUrl(c), 'distributor', { productType: 'standard', licenseCap: 7 });
    expect(below.status).toBe(400);
    expect(below.body.fields).toEqual([{ field: 'licenseCap', message: 'The cap cannot be below the 8 seats in use' }]);
    expect(
      (await f.send('PATCH', capsUrl(c), 'distributor', { productType: 'standard', licenseCap: 0 })).body.licenseCap,
    ).toBe(0);
  });

  it('refuses a stale edit with 409 and changes nothing', async () => {
    const c = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', c);
    expect(
      (
        await f.send('PATCH', capsUrl(c), 'distributor', {
          productType: 'standard',
          licenseCap: 200,
          expectedLicenseCap: null,
        })
      ).status,
    ).toBe(200);
    const stale = await f.send('PATCH', capsUrl(c), 'distributor', {
      productType: 'standard',
      licenseCap: 300,
      expectedLicenseCap: null,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/it is now 200/);
    expect((await rowOf(subscriptionId)).licenseCap).toBe(200);
  });

  it('answers 404 without a running subscription for the product, under the partner itself, and to others', async () => {
    const c = await f.freshCustomer(f.ids.resellerA);
    await f.buy('distributor', c);
    expect(
      (await f.send('PATCH', capsUrl(c), 'distributor', { productType: 'insider-threat-detection', licenseCap: 10 }))
        .status,
    ).toBe(404);
    expect(
      (await f.send('PATCH', capsUrl(f.ids.distributor), 'distributor', { productType: 'standard', licenseCap: 10 }))
        .status,
    ).toBe(404);
    for (const account of ['reseller2', 'customer', 'staff'] as const) {
      expect((await f.send('PATCH', capsUrl(c), account, { productType: 'standard', licenseCap: 10 })).status).toBe(
        404,
      );
    }
    expect((await f.send('PATCH', capsUrl(c), 'reseller', { productType: 'standard', licenseCap: 10 })).status).toBe(
      403,
    );
    expect((await f.send('PATCH', capsUrl(c), 'distributor', { productType: 'standard', licenseCap: -1 })).status).toBe(
      400,
    );
  });
});
