import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { CompleteSellerDetails, SellerDetails, SellerField, SubscriptionStatus } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema.ts';
import { completeSeller, readSellerDetails } from '../seller/index.ts';
import { addMonth } from './billing-periods.ts';
import { issueInvoice, MissingBillingInfo } from '../invoices/invoice-issue.ts';
import { isActive, liveStatuses, mayMove } from '../subscriptions/transitions.ts';
import type { SubscriptionRow } from '../subscriptions/subscription-view.ts';
import { recordAudit } from '../../tenancy/index.ts';

/** What a billing run did: how many invoices it issued, or, while it may issue none, which of the seller's details are missing. */
export type BillingRun = { issued: number; missingSellerDetails: SellerField[] };

/**
 * Issues every invoice that is due (built-in provider: one per subscription and monthly period
 * whose start has come) and ends subscriptions whose cancellation has taken effect. Safe to run
 * again or in two processes at once: each subscription is locked while its periods advance, and
 * an invoice already issued for a period is not issued again. While a required detail of the
 * seller is missing it does nothing at all: no invoice without a seller, and no period advanced
 * past an invoice that was never issued (docs/decisions/0002-seller-details-from-configuration.md).
 */
export async function runBilling(
  db: Db,
  configuredSeller: SellerDetails,
  now = new Date(),
  onSkipped: (subscriptionId: string, why: string) => void = () => {},
): Promise<BillingRun> {
  const sellerDetails = await readSellerDetails(db, configuredSeller);
  const seller = completeSeller(sellerDetails);
  if (!seller) return { issued: 0, missingSellerDetails: sellerDetails.missing };
  const due = await db
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'cybr'),
        inArray(subscriptions.status, liveStatuses),
        lte(subscriptions.nextBillingDate, now.toISOString()),
      ),
    );
  let issued = 0;
  for (const { subscriptionId } of due) {
    try {
      issued += await db.transaction((tx) => advance(tx, subscriptionId, now, seller));
    } catch (error) {
      if (!(error instanceof MissingBillingInfo)) throw error;
      onSkipped(subscriptionId, 'the paying partner has no billing details');
    }
  }
  await endCancelled(db, now);
  return { issued, missingSellerDetails: [] };
}

async function advance(tx: Db, subscriptionId: string, now: Date, seller: CompleteSellerDetails): Promise<number> {
  const [locked] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionId, subscriptionId))
    .for('update');
  if (!locked) return 0;
  let row: SubscriptionRow = locked;
  let count = 0;
  while (
    row.nextBillingDate !== null &&
    new Date(row.nextBillingDate) <= now &&
    isActive(row.status as SubscriptionStatus)
  ) {
    const start = new Date(row.nextBillingDate);
    // A cancellation that takes effect by the start of the period leaves it unbilled.
    if (row.cancellationTime !== null && new Date(row.cancellationTime) <= start) break;
    const end = addMonth(start);
    if (await issueInvoice(tx, row, { start, end }, now, seller)) count += 1;
    const [next] = await tx
      .update(subscriptions)
      .set({ currentPeriodStart: start.toISOString(), nextBillingDate: end.toISOString(), version: row.version + 1 })
      .where(eq(subscriptions.subscriptionId, subscriptionId))
      .returning();
    row = next!;
  }
  return count;
}

/** Writes down the end of every subscription whose cancellation time has passed, with an audit entry. */
async function endCancelled(db: Db, now: Date): Promise<void> {
  const ending = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.cancellationTime),
        lte(subscriptions.cancellationTime, now.toISOString()),
        inArray(subscriptions.status, liveStatuses),
      ),
    );
  for (const row of ending) {
    if (!mayMove(row.status as SubscriptionStatus, 'canceled')) continue;
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(subscriptions)
        .set({ status: 'canceled', version: row.version + 1 })
        .where(and(eq(subscriptions.subscriptionId, row.subscriptionId), eq(subscriptions.version, row.version)))
        .returning({ subscriptionId: subscriptions.subscriptionId });
      // Someone changed it meanwhile (a resume): the next run decides again.
      if (changed.length === 0) return;
      await recordAudit(tx, {
        actorCybrId: null,
        cybrOrgId: row.provisioningCybrOrgId,
        action: 'subscription.ended',
        target: row.subscriptionId,
        before: { status: row.status },
        after: { status: 'canceled', cancellationTime: new Date(row.cancellationTime!).toISOString() },
      });
    });
  }
}
