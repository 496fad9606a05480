import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// Requests to the platform team (spec §7 platform calls). Each keeps who sent it and when; senders
// are kept without cascading, so removing a user or organisation never loses a request. The
// (sender, time) indexes serve the rate limits, the time indexes the staff page's newest-first pages.

/** The contact form: may come from someone not signed in (sign-up), so the client address is kept. */
export const platformContacts = pgTable(
  'platform_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    message: text('message').notNull().default(''),
    clientAddress: text('client_address').notNull(),
    cybrId: text('cybr_id').references(() => users.cybrId, { onDelete: 'set null' }),
    cybrOrgId: text('cybr_org_id').references(() => organizations.cybrOrgId, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('platform_contacts_address_idx').on(t.clientAddress, t.createdAt),
    index('platform_contacts_created_idx').on(t.createdAt, t.id),
  ],
);

/** A signed-in partner asks the platform team for help for its own organisation. */
export const platformContactRequests = pgTable(
  'platform_contact_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cybrOrgId: text('cybr_org_id').references(() => organizations.cybrOrgId, { onDelete: 'set null' }),
    cybrId: text('cybr_id').references(() => users.cybrId, { onDelete: 'set null' }),
    // Kept as sent, so the request still says who asked after the user is gone.
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('platform_contact_requests_topic', sql`${t.topic} IN ('sales', 'support', 'billing')`),
    index('platform_contact_requests_sender_idx').on(t.cybrId, t.createdAt),
    index('platform_contact_requests_created_idx').on(t.createdAt, t.id),
  ],
);

/** A partner asks for more licences for itself or a customer it manages; staff act on it elsewhere. */
export const platformLicenseRequests = pgTable(
  'platform_license_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The organisation the licences are for, and the partner organisation that asked.
    cybrOrgId: text('cybr_org_id').references(() => organizations.cybrOrgId, { onDelete: 'set null' }),
    requestedByOrgId: text('requested_by_org_id').references(() => organizations.cybrOrgId, { onDelete: 'set null' }),
    cybrId: text('cybr_id').references(() => users.cybrId, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    productType: text('product_type').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('platform_license_requests_product', sql`${t.productType} IN ('standard', 'insider-threat-detection')`),
    check('platform_license_requests_quantity', sql`${t.quantity} >= 1`),
    check('platform_license_requests_status', sql`${t.status} IN ('pending', 'granted', 'declined')`),
    index('platform_license_requests_sender_idx').on(t.cybrId, t.createdAt),
    index('platform_license_requests_created_idx').on(t.createdAt, t.id),
  ],
);
