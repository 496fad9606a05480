import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  quote,
  type BillingInfo,
  type CompleteSellerDetails,
  type Currency,
  type ProductType,
  type SubscriptionProvider,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { invoiceNumberCounter, invoices, licenses, organizations, partners } from '../../../db/schema.ts';
import { findPrice } from '../pricing/prices-repo.ts';
import { addDays, paymentTermDays } from '../runs/billing-periods.ts';
import { paymentReferenceFor } from './payment-reference.ts';
import { priceProductFor, type SubscriptionRow } from '../subscriptions/subscription-view.ts';
import { queueWebhookEvents, recordAudit } from '../../tenancy/index.ts';

/** Who the invoice is addressed to, copied in when it is issued (a later address change leaves it alone). */
export interface BillTo {
  partner: BillingInfo & { cybrOrgId: string };
  customer: { cybrOrgId: string; name: string };
}

/**
 * Seats billed for a period (docs/decisions/0046-checkout-and-invoices-of-the-built-in-provider.md: invoice seats): the seats in use for the product at
 * issue time, but never fewer than the quantity bought. A partner pays for what it ordered, and for
 * more only when more is used.
 */
export const billedSeats = (quantity: number, inUse: number) => Math.max(quantity, inUse);

export const invoiceNumber = (issuedAt: Date, sequence: number) =>
  `INV-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;

export class MissingBillingInfo extends Error {}

/**
 * Issues the invoice of one subscription for the period starting `periodStart`, from the current
 * price and seats, naming `seller`. Answers false when that period already has one. The number
 * comes from a counter row locked until the transaction ends: issuers take turns, a repeated
 * billing run (or two at once) finds the invoice already there, and a rolled-back issue gives its
 * number back, so the series has no gaps
 * (docs/decisions/0003-invoice-content-tax-and-numbering.md).
 */
export async function issueInvoice(
  tx: Db,
  sub: SubscriptionRow,
  period: { start: Date; end: Date },
  now: Date,
  seller: CompleteSellerDetails,
): Promise<boolean> {
  await tx.select().from(invoiceNumberCounter).for('update');
  const [existing] = await tx
    .select({ invoiceId: invoices.invoiceId })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, sub.subscriptionId), eq(invoices.periodStart, period.start.toISOString())));
  if (existing) return false;
  const [inUse] = await tx
    .select({ issued: licenses.issued })
    .from(licenses)
    .where(and(eq(licenses.cybrOrgId, sub.cybrOrgId), eq(licenses.productType, sub.productType)));
  const seats = billedSeats(sub.quantity, inUse?.issued ?? 0);
  const price = await findPrice(tx, {
    provider: sub.provider as SubscriptionProvider,
    product: priceProductFor[sub.productType as ProductType],
    currency: sub.currency as Currency,
    interval: 'month',
  });
  if (!price) throw new Error(`no ${sub.provider} price for ${sub.productType} in ${sub.currency}`);
  const amounts = quote(price, seats);
  const [payer] = await tx
    .select({ billingInfo: partners.billingInfo })
    .from(partners)
    .where(eq(partners.cybrOrgId, sub.provisioningCybrOrgId));
  if (!payer?.billingInfo) throw new MissingBillingInfo(sub.provisioningCybrOrgId);
  const [customer] = await tx
    .select({ name: organizations.organizationName })
    .from(organizations)
    .where(eq(organizations.cybrOrgId, sub.cybrOrgId));
  const billTo: BillTo = {
    partner: { ...(payer.billingInfo as BillingInfo), cybrOrgId: sub.provisioningCybrOrgId },
    customer: { cybrOrgId: sub.cybrOrgId, name: customer?.name ?? sub.cybrOrgId },
  };
  const [counter] = await tx
    .update(invoiceNumberCounter)
    .set({ lastNumber: sql`${invoiceNumberCounter.lastNumber} + 1` })
    .returning({ lastNumber: invoiceNumberCounter.lastNumber });
  const number = invoiceNumber(now, counter!.lastNumber);
  const [issued] = await tx
    .insert(invoices)
    .values({
      invoiceId: randomUUID(),
      number,
      subscriptionId: sub.subscriptionId,
      cybrOrgId: sub.cybrOrgId,
      provisioningCybrOrgId: sub.provisioningCybrOrgId,
      currency: sub.currency,
      productType: sub.productType,
      status: 'open',
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      dueDate: addDays(now, paymentTermDays).toISOString(),
      seats,
      taxInclusive: price.taxInclusive,
      lines: amounts.lines,
      net: amounts.net,
      tax: amounts.tax,
      total: amounts.total,
      billTo,
      seller,
      paymentReference: paymentReferenceFor(number, sub.currency as Currency),
    })
    .returning({ invoiceId: invoices.invoiceId, number: invoices.number });
  await recordAudit(tx, {
    actorCybrId: null,
    cybrOrgId: sub.provisioningCybrOrgId,
    action: 'invoice.issued',
    target: issued!.invoiceId,
    after: {
      number,
      subscriptionId: sub.subscriptionId,
      periodStart: period.start.toISOString(),
      seats,
      currency: sub.currency,
      total: amounts.total,
    },
  });
  await queueWebhookEvents(tx, [
    {
      type: 'invoice.issued',
      objectId: issued!.invoiceId,
      audience: [sub.provisioningCybrOrgId],
      data: {
        invoice: {
          invoiceId: issued!.invoiceId,
          number,
          subscriptionId: sub.subscriptionId,
          cybrOrgId: sub.cybrOrgId,
          status: 'open',
          currency: sub.currency,
          net: amounts.net,
          tax: amounts.tax,
          total: amounts.total,
          seats,
          periodStart: period.start.toISOString(),
          periodEnd: period.end.toISOString(),
          dueDate: addDays(now, paymentTermDays).toISOString(),
        },
      },
    },
  ]);
  return true;
}
