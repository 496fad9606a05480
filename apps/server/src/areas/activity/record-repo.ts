import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attackAttempts, trainingAttempts } from '../../db/schema.ts';

/** Which message, sent to whom, with which content: all three must match for an event to count. */
export interface MessageOf {
  messageId: string;
  cybrId: string;
  contentId: string;
}

/** The attack attempt behind a message sent to this person, locked until the transaction ends. */
export async function lockAttackAttempt(tx: Db, of: MessageOf) {
  const [row] = await tx
    .select()
    .from(attackAttempts)
    .where(
      and(
        eq(attackAttempts.messageId, of.messageId),
        eq(attackAttempts.cybrId, of.cybrId),
        eq(attackAttempts.contentId, of.contentId),
      ),
    )
    .for('update');
  return row;
}

export type AttackReactionColumn = 'clickedAt' | 'credentialsLeakedAt' | 'attachmentOpenedAt' | 'reportedAt';

export async function setAttackReactions(
  tx: Db,
  attemptId: string,
  reactions: Partial<Record<AttackReactionColumn, string>>,
): Promise<void> {
  await tx.update(attackAttempts).set(reactions).where(eq(attackAttempts.attemptId, attemptId));
}

export async function lockTrainingAttempt(tx: Db, of: MessageOf) {
  const [row] = await tx
    .select()
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.messageId, of.messageId),
        eq(trainingAttempts.cybrId, of.cybrId),
        eq(trainingAttempts.contentId, of.contentId),
      ),
    )
    .for('update');
  return row;
}

export async function completeTrainingAttempt(
  tx: Db,
  attemptId: string,
  answer: { answer: string; correct: boolean; completedAt: string },
): Promise<void> {
  await tx.update(trainingAttempts).set(answer).where(eq(trainingAttempts.attemptId, attemptId));
}
