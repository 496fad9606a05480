import type { Feedback } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../tenancy/index.ts';
import { countSentSince, insertFeedback, withPersonLock } from './repo.ts';

/** Enough for a person with a lot to say; too few to flood the table (docs/decisions/0056-feedback-and-requests-to-the-platform-team.md). */
export const feedbackPerHour = 5;
const hourMs = 3_600_000;

/**
 * Stores one message from the signed-in person, with who, their organisation and language, and
 * its audit entry, in one transaction. A person who has sent `feedbackPerHour` messages in the
 * last hour is refused with 429 and nothing is stored.
 */
export async function sendFeedback(db: Db, caller: Caller, body: Feedback, now = new Date()): Promise<void> {
  await withPersonLock(db, caller.cybrId, async (tx) => {
    if ((await countSentSince(tx, caller.cybrId, new Date(now.getTime() - hourMs))) >= feedbackPerHour) {
      throw new AppError(
        'RATE_LIMITED',
        `You can send at most ${feedbackPerHour} messages an hour; please try again later`,
      );
    }
    const id = await insertFeedback(tx, {
      cybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      score: body.score,
      text: body.text,
      languageCode: caller.languageCode,
    });
    // The audit keeps that it was sent and its score; the text stays in the feedback table only.
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'feedback.sent',
      target: String(id),
      after: { score: body.score },
    });
  });
}
