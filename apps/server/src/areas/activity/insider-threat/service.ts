import type { CustomerFlag, Wall, WallDecision } from '@portal/contracts';
import { AppError, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../tenancy/index.ts';
import { lockWall, setCustomerFlag, setReview, type LockedWall, type Review } from './repo.ts';

const reviewOf: Record<WallDecision, Exclude<Review, 'awaiting'>> = { approve: 'approved', reject: 'rejected' };
export const alreadyDecided = (review: Review) => `This wall has already been ${review}`;

const answer = ({ review: _review, customerFlag: _flag, ...wall }: LockedWall): Wall => wall;

/**
 * The partner's review of a wall, once: approving releases it to the customer (customerReady),
 * rejecting keeps it from them; either way it leaves the awaiting list. A wall already decided is
 * a 409 and stays as it was. The change and its audit entry are one transaction.
 */
export async function decideWall(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  wallId: string,
  decision: WallDecision,
): Promise<Wall> {
  return db.transaction(async (tx) => {
    const wall = await lockWall(tx, cybrOrgId, wallId);
    if (!wall) throw notFound('Wall not found');
    if (wall.review !== 'awaiting') {
      const message = alreadyDecided(wall.review);
      throw new AppError('CONFLICT', message, [{ field: 'decision', message }]);
    }
    const review = reviewOf[decision];
    const customerReady = decision === 'approve';
    await setReview(tx, wallId, review, customerReady, caller.cybrId);
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: `wall.${review}`,
      target: cybrOrgId,
      before: { wallId, review: wall.review, customerReady: wall.customerReady },
      after: { wallId, review, customerReady },
    });
    return answer({ ...wall, customerReady });
  });
}

/** Sets or clears ('') the customer's flag; setting the flag it already has changes and audits nothing. */
export async function flagWall(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  wallId: string,
  flag: CustomerFlag,
): Promise<Wall> {
  return db.transaction(async (tx) => {
    const wall = await lockWall(tx, cybrOrgId, wallId);
    if (!wall) throw notFound('Wall not found');
    if (wall.customerFlag === flag) return answer(wall);
    await setCustomerFlag(tx, wallId, flag, caller.cybrId);
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'wall.flagged',
      target: cybrOrgId,
      before: { wallId, flag: wall.customerFlag },
      after: { wallId, flag },
    });
    return answer(wall);
  });
}
