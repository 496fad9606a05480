import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { feedback } from '../../../db/schema.ts';

export type FeedbackRow = typeof feedback.$inferInsert;

/**
 * Runs `work` in one transaction holding a lock on the person's feedback, so two messages sent at
 * once are counted one after the other (the limit holds across server processes).
 */
export function withPersonLock<T>(db: Db, cybrId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${cybrId}`}))`);
    return work(tx);
  });
}

/** How many messages the person has sent since `since`. */
export async function countSentSince(db: Db, cybrId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.cybrId, cybrId), gt(feedback.createdAt, since.toISOString())));
  return row?.n ?? 0;
}

export async function insertFeedback(db: Db, row: FeedbackRow): Promise<number> {
  const [stored] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return stored!.id;
}
