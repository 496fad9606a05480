import { z } from 'zod';
import { difficulty, difficultySchema, emailSchema, idSchema, messages } from '../rules/validation.ts';

const count = z.number().int().nonnegative();
const timestamp = z.iso.datetime({ offset: true });

// §5 difficulty bounds; an average may be fractional, and is null when nothing was counted.
export const averageDifficultySchema = z
  .number({ error: messages.invalid })
  .min(difficulty.min, messages.invalid)
  .max(difficulty.max, messages.invalid)
  .nullable();

// One attack metric: how many, and their average difficulty.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const attackMetricSchema = z.object({ count, averageDifficulty: averageDifficultySchema });
export type AttackMetric = z.infer<typeof attackMetricSchema>;

// §3 attack stats: each count with an average difficulty.
export const attackStatsSchema = z.object({
  attemptedAttacks: attackMetricSchema,
  linkClicks: attackMetricSchema,
  leakedCredentials: attackMetricSchema,
  reports: attackMetricSchema,
  replies: attackMetricSchema,
  calls: attackMetricSchema,
  interactions: attackMetricSchema,
  ignored: attackMetricSchema,
});
export type AttackStats = z.infer<typeof attackStatsSchema>;

// §3 attack log entry: one attempt on one person. Every date after sentDate is
// null until that reaction happens. category and contentType values are not shown.
export const attackLogEntrySchema = z.object({
  messageId: z.string().min(1),
  attemptId: z.string().min(1),
  category: z.string(),
  contentType: z.string(),
  difficulty: difficultySchema,
  email: emailSchema,
  fullName: z.string(),
  sentDate: timestamp,
  clickedDate: timestamp.nullable(),
  credentialsLeakedDate: timestamp.nullable(),
  reportDate: timestamp.nullable(),
  replyDate: timestamp.nullable(),
  callDate: timestamp.nullable(),
});
export type AttackLogEntry = z.infer<typeof attackLogEntrySchema>;

// §3 interactions a person can have with an attack message.
export const interactionTypeSchema = z.enum(['click', 'credentials', 'attachment', 'report']);
export type InteractionType = z.infer<typeof interactionTypeSchema>;

// §7 interaction event.
export const interactionEventSchema = z.object({
  cybrId: idSchema,
  contentId: idSchema,
  messageId: idSchema,
  interactionType: interactionTypeSchema,
});
export type InteractionEvent = z.infer<typeof interactionEventSchema>;
