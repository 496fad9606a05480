import type { InteractionEvent, InteractionType, QuizAnswerEvent } from '@portal/contracts';
import { AppError, notFound } from '../../app-error.ts';
import type { Caller } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../tenancy/index.ts';
import {
  completeTrainingAttempt,
  lockAttackAttempt,
  lockTrainingAttempt,
  setAttackReactions,
  type AttackReactionColumn,
} from './record-repo.ts';

// Leaking credentials happens on the page the link opened, so it is also a click.
const reactionsOf: Record<InteractionType, AttackReactionColumn[]> = {
  click: ['clickedAt'],
  credentials: ['credentialsLeakedAt', 'clickedAt'],
  attachment: ['attachmentOpenedAt'],
  report: ['reportedAt'],
};

/** Only the person a message was sent to records what they did with it. */
function requireSelf(caller: Caller, cybrId: string, what: string): void {
  if (caller.cybrId !== cybrId) throw new AppError('FORBIDDEN', `You can only record your own ${what}`);
}

/**
 * Records the first time the person reacted to an attack message, audited in the same
 * transaction. A repeat of a reaction already recorded changes nothing, so it never counts twice.
 */
export async function recordInteraction(
  db: Db,
  caller: Caller,
  event: InteractionEvent,
  now = new Date(),
): Promise<void> {
  requireSelf(caller, event.cybrId, 'interactions');
  await db.transaction(async (tx) => {
    const attempt = await lockAttackAttempt(tx, event);
    if (!attempt) throw notFound('Attack message not found');
    const missing = reactionsOf[event.interactionType].filter((column) => attempt[column] === null);
    if (missing.length === 0) return;
    await setAttackReactions(
      tx,
      attempt.attemptId,
      Object.fromEntries(missing.map((column) => [column, now.toISOString()])),
    );
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: attempt.cybrOrgId,
      action: 'breach.interaction',
      target: attempt.attemptId,
      after: { messageId: attempt.messageId, interactionType: event.interactionType },
    });
  });
}

/**
 * Checks a quiz answer against the quiz's right answer. A test answer (a preview) is only checked;
 * a real one is stored once with its audit entry. Sending the same answer again answers the same
 * and changes nothing; a different answer to a quiz already answered is a 409.
 */
export async function answerQuiz(
  db: Db,
  caller: Caller,
  event: QuizAnswerEvent,
  now = new Date(),
): Promise<{ correct: boolean }> {
  requireSelf(caller, event.cybrId, 'answers');
  const answer = event.answer.trim();
  return db.transaction(async (tx) => {
    const attempt = await lockTrainingAttempt(tx, event);
    if (!attempt) throw notFound('Training message not found');
    const correct = answer === attempt.correctAnswer.trim();
    if (event.test) return { correct };
    if (attempt.completedAt !== null) {
      if (attempt.answer === answer) return { correct: attempt.correct === true };
      throw new AppError('CONFLICT', 'This quiz has already been answered');
    }
    await completeTrainingAttempt(tx, attempt.attemptId, { answer, correct, completedAt: now.toISOString() });
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: attempt.cybrOrgId,
      action: 'teach.answer',
      target: attempt.attemptId,
      after: { messageId: attempt.messageId, correct },
    });
    return { correct };
  });
}
