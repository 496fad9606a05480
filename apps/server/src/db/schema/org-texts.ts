import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations } from './core.ts';

/**
 * The keys a platform keeps per organisation (docs/decisions/0057-organisation-texts-and-content-library.md): how its training and attack
 * messages are signed, and where its people turn for help. The check holds the table to them.
 */
export const organizationTextKeys = [
  'senderName',
  'senderEmail',
  'signature',
  'supportContact',
  'welcomeMessage',
] as const;
export type OrganizationTextKey = (typeof organizationTextKeys)[number];

export const organizationTexts = pgTable(
  'organization_texts',
  {
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cybrOrgId, t.key] }),
    check(
      'organization_texts_key',
      sql`${t.key} IN ('senderName', 'senderEmail', 'signature', 'supportContact', 'welcomeMessage')`,
    ),
  ],
);
