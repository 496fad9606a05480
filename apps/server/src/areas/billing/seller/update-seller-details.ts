import { eq, sql } from 'drizzle-orm';
import { sellerFields, type SellerDetails, type SellerDetailsUpdate, type SellerDetailsView } from '@portal/contracts';
import { AppError, invalidField } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { sellerDetails } from '../../../db/schema.ts';
import { normaliseSellerValue, sellerProblems } from '../../../config/seller-checks.ts';
import { sellerEnvironmentVariables } from '../../../config/seller.ts';
import { readSellerDetails } from './seller-details.ts';
import { recordAudit } from '../../tenancy/index.ts';

const stale = (version: number) => {
  const message = `Someone else changed the seller's details since you opened them: they are now at version ${version}. Reload and try again`;
  return new AppError('CONFLICT', message, [{ field: 'version', message }]);
};

/**
 * Replaces the seller's details staff keep: every field the environment does not set, an empty one
 * cleared. A field the environment sets is refused (it would not take effect). The row is locked
 * while the change is decided and `update.version` refuses a stale edit; a save that changes
 * nothing writes no audit entry.
 */
export async function updateSellerDetails(
  db: Db,
  actor: Caller,
  configured: SellerDetails,
  update: SellerDetailsUpdate,
): Promise<SellerDetailsView> {
  const next: SellerDetails = {};
  for (const field of sellerFields) {
    const value = update[field];
    if (!value) continue;
    if (configured[field])
      throw invalidField(field, `Set on the server by ${sellerEnvironmentVariables[field]}: change it there`);
    next[field] = normaliseSellerValue(field, value);
  }
  const [problem] = sellerProblems({ ...next, ...configured });
  if (problem) throw invalidField(problem.field, problem.message);

  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sellerDetails).for('update');
    if ((row?.version ?? 0) !== update.version) throw stale(row?.version ?? 0);
    const before = (row?.details ?? {}) as SellerDetails;
    if (sameDetails(before, next)) return;
    if (row) {
      await tx
        .update(sellerDetails)
        .set({
          details: next,
          version: sql`${sellerDetails.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: actor.cybrId,
        })
        .where(eq(sellerDetails.singleton, true));
    } else {
      // Two first saves at once: the second finds the row the first wrote and is stale.
      const inserted = await tx
        .insert(sellerDetails)
        .values({ details: next, updatedBy: actor.cybrId })
        .onConflictDoNothing()
        .returning({ version: sellerDetails.version });
      if (inserted.length === 0) throw stale(1);
    }
    await recordAudit(tx, {
      actorCybrId: actor.cybrId,
      cybrOrgId: actor.cybrOrgId,
      action: 'platform.seller-details.updated',
      target: 'seller-details',
      before,
      after: next,
    });
  });
  return readSellerDetails(db, configured);
}

const sameDetails = (a: SellerDetails, b: SellerDetails) =>
  sellerFields.every((field) => (a[field] ?? '') === (b[field] ?? ''));
