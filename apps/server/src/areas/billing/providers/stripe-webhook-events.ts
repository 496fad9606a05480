import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { invoiceStatusSchema, type SubscriptionStatus } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import type { Db } from '../../../db/client.ts';
import { invoices, subscriptions } from '../../../db/schema.ts';
import { stripeSubscriptionState } from './stripe-subscription-state.ts';
import { recordAudit } from '../../tenancy/index.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The event types that change something here; Stripe sends many more, which are acknowledged and ignored. */
export const handledStripeEvents = new Set([
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const fromUnix = (seconds: number) => new Date(seconds * 1000).toISOString();
// PostgreSQL and PGlite write timestamps their own way: compare and store one spelling.
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Stripe delivers events in no particular order, and retries make a late one later still: an event
 * created before what a row last took from Stripe is not applied over it. Events of the same second
 * cannot be told apart and apply as they come.
 */
const newerThan = (created: number, appliedAt: Date | string | null) =>
  appliedAt === null || created * 1000 >= new Date(appliedAt).getTime();

/**
 * Our subscription behind a Stripe subscription, locked for the change. One that names our subscription
 * in its metadata but is not stored yet (its checkout has not committed) is a 409: Stripe delivers again later.
 */
async function subscriptionFor(
  tx: Db,
  stripeId: string,
  metadata: Stripe.Metadata | null | undefined,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.externalId, stripeId)))
    .for('update');
  if (row) return row;
  if (metadata?.subscriptionId)
    throw new AppError('CONFLICT', 'This subscription is not stored yet; deliver the event again later');
  return null;
}

type Tracked = Pick<
  SubscriptionRow,
  'status' | 'quantity' | 'currentPeriodStart' | 'nextBillingDate' | 'cancellationTime' | 'clientSecret' | 'paymentUrl'
>;
const tracked = (row: Tracked): Tracked => ({
  status: row.status,
  quantity: row.quantity,
  currentPeriodStart: iso(row.currentPeriodStart)!,
  nextBillingDate: iso(row.nextBillingDate),
  cancellationTime: iso(row.cancellationTime),
  clientSecret: row.clientSecret,
  paymentUrl: row.paymentUrl,
});
const same = (a: Tracked, b: Tracked) => JSON.stringify(a) === JSON.stringify(b);
// The client secret is a credential: the audit log says whether one is pending, never what it is.
const audited = ({ clientSecret, paymentUrl: _page, ...rest }: Tracked) => ({
  ...rest,
  paymentPending: clientSecret !== null,
});

type ProviderTimes = Partial<Pick<SubscriptionRow, 'providerStatusAt' | 'providerTermsAt'>>;

/** Applies what an event says of a subscription, and stamps the parts it spoke for with its time, changed or not. */
async function changeSubscription(
  tx: Db,
  row: SubscriptionRow,
  after: Tracked,
  eventType: string,
  times: ProviderTimes,
): Promise<void> {
  const before = tracked(row);
  const where = eq(subscriptions.subscriptionId, row.subscriptionId);
  if (same(before, after)) {
    await tx.update(subscriptions).set(times).where(where);
    return;
  }
  await tx
    .update(subscriptions)
    .set({ ...after, ...times, version: row.version + 1 })
    .where(where);
  await recordAudit(tx, {
    actorCybrId: null,
    cybrOrgId: row.provisioningCybrOrgId,
    action: 'subscription.provider-change',
    target: row.subscriptionId,
    before: { ...audited(before), provider: 'stripe' },
    after: { ...audited(after), provider: 'stripe', event: eventType },
  });
}

// Once the first payment is no longer awaited, the buyer has nothing left to confirm or pay there.
const pendingPayment = (status: string, row: Pick<SubscriptionRow, 'clientSecret' | 'paymentUrl'>) =>
  status === 'incomplete'
    ? { clientSecret: row.clientSecret, paymentUrl: row.paymentUrl }
    : { clientSecret: null, paymentUrl: null };

async function applySubscriptionEvent(
  tx: Db,
  type: string,
  subscription: Stripe.Subscription,
  created: number,
): Promise<void> {
  const row = await subscriptionFor(tx, subscription.id, subscription.metadata);
  if (!row) return;
  // A payment's event may have set the status since this snapshot was taken, while its terms are still the newest.
  const takesStatus = newerThan(created, row.providerStatusAt);
  const takesTerms = newerThan(created, row.providerTermsAt);
  if (!takesStatus && !takesTerms) return;
  const state = stripeSubscriptionState(subscription);
  const current = tracked(row);
  const status = takesStatus ? state.status : current.status;
  const at = fromUnix(created);
  const terms = {
    quantity: state.seats ?? row.quantity,
    currentPeriodStart: iso(state.currentPeriodStart)!,
    nextBillingDate: iso(state.nextBillingDate),
    cancellationTime: iso(state.cancellationTime),
  };
  await changeSubscription(
    tx,
    row,
    { ...current, ...(takesTerms ? terms : {}), status, ...pendingPayment(status, row) },
    type,
    { ...(takesStatus ? { providerStatusAt: at } : {}), ...(takesTerms ? { providerTermsAt: at } : {}) },
  );
}

/** What an invoice's payment result means for its subscription, or null when it does not change it. */
function statusAfterInvoice(type: string, current: SubscriptionStatus): SubscriptionStatus | null {
  if (type === 'invoice.paid') return ['incomplete', 'past_due', 'unpaid'].includes(current) ? 'active' : null;
  // A failed first payment leaves the subscription incomplete: only a renewal that fails makes it past due.
  return current === 'active' ? 'past_due' : null;
}

async function applyInvoiceEvent(tx: Db, type: string, invoice: Stripe.Invoice, created: number): Promise<void> {
  const parent = invoice.parent?.subscription_details;
  const stripeSubscription = typeof parent?.subscription === 'string' ? parent.subscription : parent?.subscription?.id;
  if (!stripeSubscription) return;
  const row = await subscriptionFor(tx, stripeSubscription, parent?.metadata);
  if (!row) return;

  const line = invoice.lines.data[0];
  const periodStart = fromUnix(line?.period.start ?? invoice.period_start);
  const periodEnd = fromUnix(line?.period.end ?? invoice.period_end);
  const tax = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const status = invoiceStatusSchema.safeParse(invoice.status).data ?? 'open';
  const paidAt = invoice.status_transitions.paid_at;
  const at = fromUnix(created);
  const fields = {
    status,
    paymentDate: paidAt !== null && paidAt !== undefined ? fromUnix(paidAt) : null,
    net: invoice.total - tax,
    tax,
    total: invoice.total,
    externalId: invoice.id,
    externalUrl: invoice.hosted_invoice_url ?? null,
    providerStateAt: at,
  };
  const [existing] = await tx.select().from(invoices).where(eq(invoices.externalId, invoice.id!)).for('update');
  if (existing && !newerThan(created, existing.providerStateAt)) return;
  if (existing) {
    await tx.update(invoices).set(fields).where(eq(invoices.invoiceId, existing.invoiceId));
  } else {
    const customer = row.customer as { name: string; email: string; billingAddress: unknown };
    const written = await tx
      .insert(invoices)
      .values({
        invoiceId: randomUUID(),
        // Stripe's own number: the buyer sees it on Stripe's hosted invoice, which is this invoice's download.
        number: invoice.number ?? invoice.id!,
        subscriptionId: row.subscriptionId,
        cybrOrgId: row.cybrOrgId,
        provisioningCybrOrgId: row.provisioningCybrOrgId,
        currency: invoice.currency,
        productType: row.productType,
        periodStart,
        periodEnd,
        dueDate: fromUnix(invoice.due_date ?? invoice.created),
        seats: row.quantity,
        taxInclusive: true,
        lines: invoice.lines.data.map((entry) => ({
          description: entry.description,
          amount: entry.amount,
          seats: row.quantity,
        })),
        billTo: { name: customer.name, email: customer.email, address: customer.billingAddress },
        ...fields,
      })
      // Stripe may bill one period twice (a retried or corrected invoice): the period keeps one row, the latest.
      .onConflictDoUpdate({
        target: [invoices.subscriptionId, invoices.periodStart],
        set: fields,
        setWhere: sql`${invoices.providerStateAt} is null or ${invoices.providerStateAt} <= excluded.provider_state_at`,
      })
      .returning({ invoiceId: invoices.invoiceId });
    // The period's invoice already holds what a newer event said.
    if (written.length === 0) return;
  }
  await recordAudit(tx, {
    actorCybrId: null,
    cybrOrgId: row.provisioningCybrOrgId,
    action: 'invoice.provider-change',
    target: row.subscriptionId,
    before: existing ? { status: existing.status, total: existing.total, externalId: invoice.id } : null,
    after: { status, total: invoice.total, externalId: invoice.id, event: type },
  });

  // A subscription snapshot taken after this payment already says what the payment did to its status.
  if (!newerThan(created, row.providerStatusAt)) return;
  // A payment that leaves the status as it is still stamps its time on it.
  const next = statusAfterInvoice(type, row.status as SubscriptionStatus);
  const after = next ? { ...tracked(row), status: next, ...pendingPayment(next, row) } : tracked(row);
  await changeSubscription(tx, row, after, type, { providerStatusAt: at });
}

/** Applies one verified Stripe event inside the caller's transaction. */
export async function applyStripeEvent(tx: Db, event: Stripe.Event): Promise<void> {
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    await applySubscriptionEvent(tx, event.type, event.data.object, event.created);
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    await applyInvoiceEvent(tx, event.type, event.data.object, event.created);
  }
}
