import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// An organisation's departments and locations (§7 report filters), named once per organisation.
export const orgDepartments = pgTable(
  'org_departments',
  {
    id: text('id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('org_departments_org_name_idx').on(t.cybrOrgId, t.name)],
);

export const orgLocations = pgTable(
  'org_locations',
  {
    id: text('id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('org_locations_org_name_idx').on(t.cybrOrgId, t.name)],
);

// Where a person sits: kept beside the users table, one row per person who has a department or location.
export const userPlacements = pgTable(
  'user_placements',
  {
    cybrId: text('cybr_id')
      .primaryKey()
      .references(() => users.cybrId, { onDelete: 'cascade' }),
    departmentId: text('department_id').references(() => orgDepartments.id, { onDelete: 'set null' }),
    locationId: text('location_id').references(() => orgLocations.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_placements_department_idx').on(t.departmentId),
    index('user_placements_location_idx').on(t.locationId),
  ],
);

// §3 attack log entry: one attack message sent to one person, with the first time of each reaction.
export const attackAttempts = pgTable(
  'attack_attempts',
  {
    attemptId: text('attempt_id').primaryKey(),
    messageId: text('message_id').notNull(),
    contentId: text('content_id').notNull(),
    cybrId: text('cybr_id')
      .notNull()
      .references(() => users.cybrId, { onDelete: 'cascade' }),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    contentType: text('content_type').notNull(),
    difficulty: integer('difficulty').notNull(),
    languageCode: text('language_code').notNull(),
    sentAt: tz('sent_at').notNull(),
    clickedAt: tz('clicked_at'),
    credentialsLeakedAt: tz('credentials_leaked_at'),
    attachmentOpenedAt: tz('attachment_opened_at'),
    reportedAt: tz('reported_at'),
    repliedAt: tz('replied_at'),
    calledAt: tz('called_at'),
  },
  (t) => [
    check('attack_attempts_difficulty_range', sql`${t.difficulty} BETWEEN 1 AND 10`),
    uniqueIndex('attack_attempts_message_idx').on(t.messageId),
    index('attack_attempts_org_sent_idx').on(
      t.cybrOrgId,
      t.sentAt.desc().nullsFirst(),
      t.attemptId.desc().nullsFirst(),
    ),
    index('attack_attempts_user_sent_idx').on(t.cybrId, t.sentAt),
  ],
);

// §3 training log entry: one quiz sent to one person; answered once, and only a real answer counts.
export const trainingAttempts = pgTable(
  'training_attempts',
  {
    attemptId: text('attempt_id').primaryKey(),
    messageId: text('message_id').notNull(),
    contentId: text('content_id').notNull(),
    cybrId: text('cybr_id')
      .notNull()
      .references(() => users.cybrId, { onDelete: 'cascade' }),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    sentAt: tz('sent_at').notNull(),
    completedAt: tz('completed_at'),
    answer: text('answer'),
    correct: boolean('correct'),
  },
  (t) => [
    check(
      'training_attempts_completed',
      sql`(${t.completedAt} IS NULL) = (${t.correct} IS NULL) AND (${t.completedAt} IS NULL) = (${t.answer} IS NULL)`,
    ),
    uniqueIndex('training_attempts_message_idx').on(t.messageId),
    index('training_attempts_org_sent_idx').on(
      t.cybrOrgId,
      t.sentAt.desc().nullsFirst(),
      t.attemptId.desc().nullsFirst(),
    ),
    index('training_attempts_org_completed_idx')
      .on(t.cybrOrgId, t.completedAt.desc().nullsFirst(), t.attemptId.desc().nullsFirst())
      .where(sql`${t.completedAt} IS NOT NULL`),
    index('training_attempts_user_sent_idx').on(t.cybrId, t.sentAt),
  ],
);
