import { z } from 'zod';
import { interactionEventSchema } from './attack-stats.ts';
import { maxLength, nonEmptyText } from '../rules/validation.ts';

const count = z.number().int().nonnegative();

// §3 training (teach) stats.
export const trainingStatsSchema = z.object({ attempts: count, completed: count, right: count, wrong: count });
export type TrainingStats = z.infer<typeof trainingStatsSchema>;

// §3 training log entry.
export const trainingLogEntrySchema = z.object({
  completedDate: z.iso.datetime({ offset: true }),
  correct: z.boolean(),
});
export type TrainingLogEntry = z.infer<typeof trainingLogEntrySchema>;

// §3 quiz answers: one right and one to five wrong; a quiz needs at least one
// wrong answer to be a choice.
export const quizAnswersSchema = z.object({
  correctAnswer: nonEmptyText,
  wrongAnswer1: nonEmptyText,
  wrongAnswer2: nonEmptyText.optional(),
  wrongAnswer3: nonEmptyText.optional(),
  wrongAnswer4: nonEmptyText.optional(),
  wrongAnswer5: nonEmptyText.optional(),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

// §7 quiz answer: the interaction event plus the answer given; test marks a
// preview answer that must not count in statistics.
export const quizAnswerEventSchema = interactionEventSchema.extend({
  answer: z.string().min(1).max(maxLength.shortText),
  test: z.boolean().optional(),
});
export type QuizAnswerEvent = z.infer<typeof quizAnswerEventSchema>;
