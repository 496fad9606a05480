import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { MessageChannel, TemplateVariable } from '@portal/contracts';
import { tz } from './columns.ts';

// The platform's library of message content (spec §3): one row per piece, its texts per language
// as JSON (each channel's shape is the contract's, checked when written), the base language's
// text required by the check, as the contract requires it. Read by its id only: no other index.
export const messageContents = pgTable(
  'message_contents',
  {
    contentId: text('content_id').primaryKey(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    author: text('author').notNull(),
    baseLanguage: text('base_language').notNull(),
    contentName: text('content_name').notNull(),
    contentNames: jsonb('content_names')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: jsonb('text').$type<Record<string, unknown>>().notNull(),
    templateVariables: jsonb('template_variables')
      .$type<TemplateVariable[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('message_contents_channel', sql`${t.channel} IN ('email', 'sms', 'teams')`),
    check('message_contents_base_text', sql`${t.text} ? ${t.baseLanguage}`),
  ],
);
