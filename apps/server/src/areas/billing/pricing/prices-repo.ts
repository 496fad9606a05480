import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Currency, EditablePrice, PriceInterval, PriceProduct, SubscriptionProvider } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import type { Db } from '../../../db/client.ts';
import { partners, prices } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';

type PriceRow = typeof prices.$inferSelect;
type Tiers = EditablePrice['priceTiers'];

/** A stored price in the contract's shape: the first tier's figures are the price "from". */
export function toPrice(row: PriceRow): EditablePrice {
  // jsonb keeps its own key order: rebuild each tier so audit entries and answers read start → total.
  const tiers = (row.tiers as Tiers).map(({ start, upTo, unitPrice, tax, total }) => ({
    start,
    upTo,
    unitPrice,
    tax,
    total,
  }));
  const first = tiers[0]!;
  return {
    provider: row.provider as SubscriptionProvider,
    product: row.product as PriceProduct,
    currency: row.currency as Currency,
    interval: row.interval as PriceInterval,
    unitPrice: first.unitPrice,
    tax: first.tax,
    taxInclusive: row.taxInclusive,
    total: first.total,
    priceTiers: tiers,
    version: row.version,
  };
}

export async function findPrice(
  db: Db,
  key: { provider: SubscriptionProvider; product: PriceProduct; currency: Currency; interval: PriceInterval },
): Promise<EditablePrice | undefined> {
  const [row] = await db
    .select()
    .from(prices)
    .where(
      and(
        eq(prices.provider, key.provider),
        eq(prices.product, key.product),
        eq(prices.currency, key.currency),
        eq(prices.interval, key.interval),
      ),
    );
  return row ? toPrice(row) : undefined;
}

export interface PriceFilter {
  providers?: readonly SubscriptionProvider[];
  products?: readonly PriceProduct[];
  currency?: Currency;
  interval?: PriceInterval;
}

/** Stored prices matching every given filter, in a fixed order (provider, product, currency, interval). */
export async function listPrices(db: Db, filter: PriceFilter = {}): Promise<EditablePrice[]> {
  const conditions = [
    filter.providers ? inArray(prices.provider, [...filter.providers]) : undefined,
    filter.products ? inArray(prices.product, [...filter.products]) : undefined,
    filter.currency ? eq(prices.currency, filter.currency) : undefined,
    filter.interval ? eq(prices.interval, filter.interval) : undefined,
  ];
  const rows = await db
    .select()
    .from(prices)
    .where(and(...conditions))
    .orderBy(asc(prices.provider), asc(prices.product), asc(prices.currency), asc(prices.interval));
  return rows.map(toPrice);
}

/**
 * Whether amounts must be kept from this caller: a user of a partner whose pricing is hidden
 * (hidePricing) never receives one from any endpoint. Platform staff always see prices.
 */
export async function pricingHiddenFor(db: Db, caller: Caller): Promise<boolean> {
  if (isPlatformStaff(caller) || !caller.cybrOrgId) return false;
  const [row] = await db
    .select({ hidePricing: partners.hidePricing })
    .from(partners)
    .where(eq(partners.cybrOrgId, caller.cybrOrgId));
  return row?.hidePricing ?? false;
}

/** Refuses a user of a partner whose pricing is hidden; the refusal names no figure. */
export async function refusePricingHidden(db: Db, caller: Caller): Promise<void> {
  if (await pricingHiddenFor(db, caller))
    throw new AppError('PRICING_HIDDEN', 'Prices and billing are not shown to your organisation');
}
