import {
  quote,
  type Currency,
  type PriceProduct,
  type ProductType,
  type ProviderSubscription,
  type SubscriptionProvider,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { subscriptions } from '../../../db/schema.ts';
import { organizationNames } from '../../tenancy/index.ts';
import { findPrice } from '../pricing/prices-repo.ts';
import { effectiveStatus, isActive, isLive } from './transitions.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The price table a licence product is billed from (§1 short product names). */
export const priceProductFor: Record<ProductType, PriceProduct> = {
  standard: 'sat',
  'insider-threat-detection': 'itd',
};

export const statusOf = (row: Pick<SubscriptionRow, 'status' | 'cancellationTime'>, now: Date): SubscriptionStatus =>
  effectiveStatus(
    {
      status: row.status as SubscriptionStatus,
      cancellationTime: row.cancellationTime ? new Date(row.cancellationTime) : null,
    },
    now,
  );

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Stored rows in the contract's shape, with their customers' names (one query for the whole page).
 * paymentData is what one period costs at the current price; `hidePricing` callers get null (the
 * amounts never leave the server).
 */
export async function toProviderSubscriptions(
  db: Db,
  rows: readonly SubscriptionRow[],
  options: { hidePricing: boolean; now: Date },
): Promise<ProviderSubscription[]> {
  const prices = new Map<string, Awaited<ReturnType<typeof findPrice>>>();
  const priceOf = async (row: SubscriptionRow) => {
    const key = {
      provider: row.provider as SubscriptionProvider,
      product: priceProductFor[row.productType as ProductType],
      currency: row.currency as Currency,
      interval: 'month' as const,
    };
    const id = `${key.provider}/${key.product}/${key.currency}`;
    if (!prices.has(id)) prices.set(id, await findPrice(db, key));
    return prices.get(id);
  };
  const names = await organizationNames(
    db,
    rows.map((row) => row.cybrOrgId),
  );
  const out: ProviderSubscription[] = [];
  for (const row of rows) {
    const status = statusOf(row, options.now);
    const price = options.hidePricing ? undefined : await priceOf(row);
    const amounts = price ? quote(price, row.quantity) : undefined;
    out.push({
      provider: row.provider as SubscriptionProvider,
      cybrOrgId: row.cybrOrgId,
      organizationName: names.get(row.cybrOrgId) ?? '',
      subscriptionId: row.subscriptionId,
      active: isActive(status),
      licenseCap: row.licenseCap,
      ...(row.cancellationTime ? { cancellationTime: iso(row.cancellationTime)! } : {}),
      subscriptionType: row.subscriptionType as SubscriptionType,
      productType: row.productType as ProductType,
      provisioningCybrOrgId: row.provisioningCybrOrgId,
      currency: row.currency as Currency,
      customerId: row.customerId,
      paymentData: amounts
        ? {
            clientSecret: row.clientSecret,
            paymentUrl: row.paymentUrl,
            subscriptionId: row.externalId ?? row.subscriptionId,
            tax: amounts.tax,
            taxInclusive: price!.taxInclusive,
            total: amounts.total,
          }
        : null,
      status,
      // An ended subscription, or one whose cancellation comes before the next period, bills no more.
      nextBillingDate: isLive(status) && !row.cancellationTime ? iso(row.nextBillingDate) : null,
      paymentMethod: row.paymentMethod as 'card' | 'invoice',
      quantity: row.quantity,
    });
  }
  return out;
}
