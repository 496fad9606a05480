import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { quote, type BillingInfo, type Currency, type ProductType, type SubscriptionProvider } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, invoices, licenses, organizations, partners } from '../../db/schema.ts';
import { findPrice } from '../pricing/prices-repo.ts';
import { addDays, paymentTermDays } from './billing-periods.ts';
import { priceProductFor, type SubscriptionRow } from './subscription-view.ts';

/** Who the invoice is addressed to, copied in when it is issued (a later address change leaves it alone). */
export interface BillTo {
  partner: BillingInfo & { cybrOrgId: string };
  customer: { cybrOrgId: string; name: string };
}

/**
 * Seats billed for a period (docs/decisions.md: invoice seats): the seats in use for the product at
 * issue time, but never fewer than the quantity bought. A partner pays for what it ordered, and for
 * more only when more is used.
 */
export const billedSeats = (quantity: number, inUse: number) => Math.max(quantity, inUse);

export const invoiceNumber = (issuedAt: Date, sequence: number) => `INV-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;

export class MissingBillingInfo extends Error {}

/**
 * Issues the invoice of one subscription for the period starting `periodStart`, from the current
 * price and seats. Answers false when that period already has one (the unique index makes a
 * repeated billing run, or two at once, harmless).
 */
export async function issueInvoice(tx: Db, sub: SubscriptionRow, period: { start: Date; end: Date }, now: Date): Promise<boolean> {
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
  const [payer] = await tx.select({ billingInfo: partners.billingInfo }).from(partners).where(eq(partners.cybrOrgId, sub.provisioningCybrOrgId));
  if (!payer?.billingInfo) throw new MissingBillingInfo(sub.provisioningCybrOrgId);
  const [customer] = await tx.select({ name: organizations.organizationName }).from(organizations).where(eq(organizations.cybrOrgId, sub.cybrOrgId));
  const billTo: BillTo = {
    partner: { ...(payer.billingInfo as BillingInfo), cybrOrgId: sub.provisioningCybrOrgId },
    customer: { cybrOrgId: sub.cybrOrgId, name: customer?.name ?? sub.cybrOrgId },
  };
  const { rows: [sequence] } = (await tx.execute(sql`select nextval('invoice_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
  const inserted = await tx
    .insert(invoices)
    .values({
      invoiceId: randomUUID(),
      number: invoiceNumber(now, Number(sequence!.n)),
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
    })
    .onConflictDoNothing()
    .returning({ invoiceId: invoices.invoiceId, number: invoices.number });
  const [issued] = inserted;
  if (!issued) return false;
  await tx.insert(auditLog).values({
    actorCybrId: null,
    cybrOrgId: sub.provisioningCybrOrgId,
    action: 'invoice.issued',
    target: issued.invoiceId,
    after: { number: issued.number, subscriptionId: sub.subscriptionId, periodStart: period.start.toISOString(), seats, currency: sub.currency, total: amounts.total },
  });
  return true;
}
