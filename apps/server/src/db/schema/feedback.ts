import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// Spec §3 feedback (score and text) from a signed-in person: who, in which organisation, when and
// in which language. The score is 0–10 (docs/decisions/0056-feedback-and-requests-to-the-platform-team.md); the per-person index serves the rate limit.
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cybrId: text('cybr_id')
      .notNull()
      .references(() => users.cybrId, { onDelete: 'cascade' }),
    cybrOrgId: text('cybr_org_id').references(() => organizations.cybrOrgId, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    text: text('text').notNull(),
    languageCode: text('language_code').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('feedback_score_range', sql`${t.score} BETWEEN 0 AND 10`),
    index('feedback_user_idx').on(t.cybrId, t.createdAt),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
