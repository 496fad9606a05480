import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations } from './core.ts';

// One test message (POST /api/v1/messages/test): who sent it, to whom, on which channel, which
// library piece it was (when it was one) and how it ended. People are named by cybrId without a
// foreign key: the record outlives the account, as the audit log does. A row is 'sending' only
// while the provider is asked; the per-sender index serves the rate limit.
export const messageSends = pgTable(
  'message_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderCybrId: text('sender_cybr_id').notNull(),
    senderCybrOrgId: text('sender_cybr_org_id'),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    recipientCybrId: text('recipient_cybr_id').notNull(),
    channel: text('channel').notNull(),
    /** The e-mail address, phone number or Teams account the message went to. */
    address: text('address').notNull(),
    contentId: text('content_id'),
    languageCode: text('language_code'),
    outcome: text('outcome').notNull().default('sending'),
    failure: text('failure'),
    providerMessageId: text('provider_message_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    check('message_sends_channel_check', sql`${t.channel} IN ('email', 'sms', 'teams')`),
    check('message_sends_outcome_check', sql`${t.outcome} IN ('sending', 'sent', 'failed')`),
    index('message_sends_sender_idx').on(t.senderCybrId, t.createdAt),
    index('message_sends_org_idx').on(t.cybrOrgId, t.createdAt),
  ],
);
