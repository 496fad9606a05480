import { and, eq } from 'drizzle-orm';
import type { LicenseCapUpdateRequest } from '@portal/contracts';
import { AppError, invalidField } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { licenses, subscriptions } from '../../../db/schema.ts';
import { capRefusal } from '../../customers/index.ts';
import { staleSubscription } from './cancellation.ts';
import type { SubscriptionRow } from './subscription-view.ts';
import { recordAudit } from '../../tenancy/index.ts';

const capText = (cap: number | null) => (cap === null ? 'no cap' : cap === 0 ? 'unlimited' : String(cap));

/**
 * Sets the licence cap of a subscription (§3: 0 is unlimited). Like a customer's cap it may not go
 * below the seats in use; `expectedLicenseCap` (the cap the editor saw) and the row's version both
 * turn a change made in between into a 409 instead of a lost update.
 */
export async function setSubscriptionLicenseCap(
  db: Db,
  caller: Caller,
  row: SubscriptionRow,
  request: LicenseCapUpdateRequest,
): Promise<SubscriptionRow> {
  if (request.expectedLicenseCap !== undefined && request.expectedLicenseCap !== row.licenseCap) {
    const message = `Someone else changed this cap since you opened it: it is now ${capText(row.licenseCap)}. Reload and try again`;
    throw new AppError('CONFLICT', message, [{ field: 'licenseCap', message }]);
  }
  const [inUse] = await db
    .select({ issued: licenses.issued })
    .from(licenses)
    .where(and(eq(licenses.cybrOrgId, row.cybrOrgId), eq(licenses.productType, row.productType)));
  const refusal = capRefusal(request.licenseCap, inUse?.issued ?? 0);
  if (refusal) throw invalidField('licenseCap', refusal);
  if (row.licenseCap === request.licenseCap) return row;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(subscriptions)
      .set({ licenseCap: request.licenseCap, version: row.version + 1 })
      .where(and(eq(subscriptions.subscriptionId, row.subscriptionId), eq(subscriptions.version, row.version)))
      .returning();
    if (!updated) throw staleSubscription();
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'subscription.license-cap',
      target: row.subscriptionId,
      before: { productType: row.productType, licenseCap: row.licenseCap },
      after: { productType: row.productType, licenseCap: request.licenseCap },
    });
    return updated;
  });
}
