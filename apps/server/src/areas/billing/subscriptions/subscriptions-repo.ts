import { and, count, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { ProductType } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOnPage } from '../../../http/page.ts';
import { subscriptions } from '../../../db/schema.ts';
import { subscriptionsIn, type BillingScope } from './billing-scope.ts';
import { statusOf, type SubscriptionRow } from './subscription-view.ts';
import { isLive, liveStatuses } from './transitions.ts';

const inOrder = [desc(subscriptions.createdAt), desc(subscriptions.subscriptionId)];

/** Still running at `now`: not ended, and no cancellation that has taken effect (transitions.ts). */
const runningAt = (now: Date): SQL =>
  and(
    inArray(subscriptions.status, liveStatuses),
    or(isNull(subscriptions.cancellationTime), gt(subscriptions.cancellationTime, now.toISOString())),
  )!;

/** A page of a scope's subscriptions, newest first, and how many there are in all. */
export async function subscriptionPage(
  db: Db,
  scope: BillingScope,
  options: { liveOnly: boolean; now: Date; from: number; to: number },
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const where = and(subscriptionsIn(scope), options.liveOnly ? runningAt(options.now) : undefined);
  const [counted] = await db.select({ n: count() }).from(subscriptions).where(where);
  const size = rowsOnPage(options);
  const rows =
    size === 0
      ? []
      : await db
          .select()
          .from(subscriptions)
          .where(where)
          .orderBy(...inOrder)
          .offset(options.from)
          .limit(size);
  return { rows, total: counted?.n ?? 0 };
}

export async function findSubscription(
  db: Db,
  scope: BillingScope,
  subscriptionId: string,
  also?: SQL,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(subscriptionsIn(scope), eq(subscriptions.subscriptionId, subscriptionId), also));
  return row;
}

/** The live subscription of a customer for one product (checkout allows one at a time). */
export async function liveSubscriptionFor(
  db: Db,
  scope: BillingScope,
  productType: ProductType,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        subscriptionsIn(scope),
        eq(subscriptions.cybrOrgId, scope.cybrOrgId),
        eq(subscriptions.productType, productType),
        inArray(subscriptions.status, liveStatuses),
      ),
    )
    .orderBy(...inOrder);
  return rows.find((row) => isLive(statusOf(row, now)));
}
