import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// The account contact of an organisation (/settings/account/contact), one per organisation.
export const organizationContacts = pgTable('organization_contacts', {
  cybrOrgId: text('cybr_org_id')
    .primaryKey()
    .references(() => organizations.cybrOrgId),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  jobTitle: text('job_title'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

// §3 preferred delivery method of one person; no row means they have not chosen.
export const userDeliveryPreferences = pgTable(
  'user_delivery_preferences',
  {
    cybrId: text('cybr_id')
      .primaryKey()
      .references(() => users.cybrId),
    preferredDeliveryMethod: text('preferred_delivery_method').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('user_delivery_preferences_method_check', sql`${t.preferredDeliveryMethod} IN ('slack', 'email', 'teams')`),
  ],
);
