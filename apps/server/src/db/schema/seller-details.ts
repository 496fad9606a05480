import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// The seller's details staff set on /platform/seller-details: one row at most, `details` holding
// the fields the environment does not set; `version` refuses a stale edit
// (docs/decisions/0002-seller-details-from-configuration.md).
export const sellerDetails = pgTable(
  'seller_details',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    details: jsonb('details').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [check('seller_details_singleton', sql`${t.singleton}`)],
);

// The last invoice number given. Taken under a row lock inside the issuing transaction, so a
// rolled-back invoice gives its number back and the series has no gaps
// (docs/decisions/0003-invoice-content-tax-and-numbering.md).
export const invoiceNumberCounter = pgTable(
  'invoice_number_counter',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_number_counter_singleton', sql`${t.singleton}`)],
);
