import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ProductType } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { subscriptionsIn, type BillingScope } from './billing-scope.ts';
import { statusOf, type SubscriptionRow } from './subscription-view.ts';
import { isLive, liveStatuses } from './transitions.ts';

const inOrder = [desc(subscriptions.createdAt), desc(subscriptions.subscriptionId)];

export async function listSubscriptions(db: Db, scope: BillingScope, options: { liveOnly: boolean; now: Date }): Promise<SubscriptionRow[]> {
  const rows = await db.select().from(subscriptions).where(subscriptionsIn(scope)).orderBy(...inOrder);
  return options.liveOnly ? rows.filter((row) => isLive(statusOf(row, options.now))) : rows;
}

export async function findSubscription(db: Db, scope: BillingScope, subscriptionId: string, also?: SQL): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(subscriptionsIn(scope), eq(subscriptions.subscriptionId, subscriptionId), also));
  return row;
}

/** The live subscription of a customer for one product (checkout allows one at a time). */
export async function liveSubscriptionFor(db: Db, scope: BillingScope, productType: ProductType, now: Date): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(subscriptionsIn(scope), eq(subscriptions.cybrOrgId, scope.cybrOrgId), eq(subscriptions.productType, productType), inArray(subscriptions.status, liveStatuses)))
    .orderBy(...inOrder);
  return rows.find((row) => isLive(statusOf(row, now)));
}
