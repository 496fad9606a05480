import { and, eq, sql } from 'drizzle-orm';
import type { CustomerFlag, Wall } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { walls } from '../../../db/schema.ts';

export type Review = 'awaiting' | 'approved' | 'rejected';
export type LockedWall = Wall & { review: Review; customerFlag: CustomerFlag };

/**
 * The wall with its row locked until the transaction ends: two people deciding or flagging the same
 * wall at once are served one after the other, the second seeing what the first did.
 */
export async function lockWall(tx: Db, cybrOrgId: string, wallId: string): Promise<LockedWall | undefined> {
  const [row] = await tx
    .select({
      wallId: walls.id,
      siegeIds: sql<
        string[]
      >`array(select ws.siege_id from wall_sieges ws where ws.wall_id = ${walls.id} order by ws.siege_id)`,
      firstSeen: sql<string>`iso_utc(${walls.firstSeen})`,
      updated: sql<string>`iso_utc(${walls.updated})`,
      csvReady: walls.csvReady,
      customerReady: walls.customerReady,
      user: walls.userCybrId,
      review: sql<Review>`${walls.review}`,
      customerFlag: sql<CustomerFlag>`${walls.customerFlag}`,
    })
    .from(walls)
    .where(and(eq(walls.cybrOrgId, cybrOrgId), eq(walls.id, wallId)))
    .for('update');
  return row;
}

export async function setReview(
  tx: Db,
  wallId: string,
  review: Review,
  customerReady: boolean,
  decidedBy: string,
): Promise<void> {
  await tx
    .update(walls)
    .set({ review, customerReady, decidedBy, decidedAt: sql`now()` })
    .where(eq(walls.id, wallId));
}

export async function setCustomerFlag(
  tx: Db,
  wallId: string,
  customerFlag: CustomerFlag,
  flaggedBy: string,
): Promise<void> {
  await tx
    .update(walls)
    .set({ customerFlag, flaggedBy, flaggedAt: sql`now()` })
    .where(eq(walls.id, wallId));
}
