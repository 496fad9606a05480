import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations } from './core.ts';

// What a seat costs, per provider, product, currency and interval (spec §3 price). Prices are data:
// seeded by migration 0012 and changed by platform staff, never written in code. `tiers` holds the
// graduated tiers `{ start, upTo, unitPrice, tax, total }` in minor units; `version` refuses a stale edit.
export const prices = pgTable(
  'prices',
  {
    provider: text('provider').notNull(),
    product: text('product').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    taxInclusive: boolean('tax_inclusive').notNull(),
    tiers: jsonb('tiers').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.product, t.currency, t.interval] })],
);

// Spec §3 subscription: `cybrOrgId` is the customer organisation the seats are for,
// `provisioningCybrOrgId` the partner that bought and pays for them.
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId),
    provisioningCybrOrgId: text('provisioning_cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId),
    provider: text('provider').notNull(),
    subscriptionType: text('subscription_type').notNull(),
    productType: text('product_type').notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    licenseCap: integer('license_cap'),
    // The paying party given at checkout (spec §3 customer: name, e-mail, billing and shipping address).
    customer: jsonb('customer').notNull(),
    customerId: text('customer_id').notNull(),
    // The card provider's own ids and the client secret of a payment still to be confirmed.
    externalId: text('external_id'),
    clientSecret: text('client_secret'),
    // The card provider's own page where the buyer pays the first invoice (Stripe's hosted invoice page).
    paymentUrl: text('payment_url'),
    currentPeriodStart: tz('current_period_start').notNull(),
    nextBillingDate: tz('next_billing_date'),
    cancellationTime: tz('cancellation_time'),
    cancellationReason: text('cancellation_reason'),
    // When the card provider's newest events applied here were created: its status (moved by
    // subscription and invoice events alike) and its terms (seats, period, cancellation: subscription
    // events only). The provider delivers out of order; an older event changes nothing it has.
    providerStatusAt: tz('provider_status_at'),
    providerTermsAt: tz('provider_terms_at'),
    version: integer('version').notNull().default(1),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_org_idx').on(t.cybrOrgId, t.createdAt),
    index('subscriptions_provisioning_idx').on(t.provisioningCybrOrgId, t.createdAt),
    uniqueIndex('subscriptions_external_idx').on(t.provider, t.externalId),
  ],
);

// A checkout's Idempotency-Key: a retried request finds its first answer here instead of buying twice.
export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    provisioningCybrOrgId: text('provisioning_cybr_org_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    // The same key with a different request is refused, not answered with the first request's result.
    requestHash: text('request_hash').notNull(),
    subscriptionId: text('subscription_id').references(() => subscriptions.subscriptionId),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provisioningCybrOrgId, t.idempotencyKey] })],
);

// Spec §3 invoice. The lines, amounts and billing address are copied in when the invoice is issued:
// a later price or address change never rewrites an invoice already sent.
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: text('invoice_id').primaryKey(),
    // A readable number from one gapless series for the PDF ("INV-2026-000042"; invoiceNumberCounter).
    number: text('number').notNull(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.subscriptionId),
    cybrOrgId: text('cybr_org_id').notNull(),
    provisioningCybrOrgId: text('provisioning_cybr_org_id').notNull(),
    currency: text('currency').notNull(),
    productType: text('product_type').notNull(),
    status: text('status').notNull(),
    periodStart: tz('period_start').notNull(),
    periodEnd: tz('period_end').notNull(),
    dueDate: tz('due_date').notNull(),
    paymentDate: tz('payment_date'),
    seats: integer('seats').notNull(),
    taxInclusive: boolean('tax_inclusive').notNull(),
    lines: jsonb('lines').notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    billTo: jsonb('bill_to').notNull(),
    // The seller and payment reference the invoice was issued with (built-in provider only): a
    // later change of the seller's details never changes an invoice already sent.
    seller: jsonb('seller'),
    paymentReference: text('payment_reference'),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    // When the card provider's newest event applied to this invoice was created (see subscriptions).
    providerStateAt: tz('provider_state_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One invoice per subscription and period, however often the billing run repeats.
    uniqueIndex('invoices_subscription_period_idx').on(t.subscriptionId, t.periodStart),
    index('invoices_provisioning_idx').on(t.provisioningCybrOrgId, t.periodStart),
    index('invoices_org_idx').on(t.cybrOrgId, t.periodStart),
  ],
);

// Card-provider webhook events already applied: a redelivered event changes nothing twice.
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
