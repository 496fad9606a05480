import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: both become a Buffer here.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// The partner resource library (issue 11): sales and onboarding material, the file itself kept in
// PostgreSQL with its size and SHA-256, so every server process serves the same bytes and a backup
// holds them. Lists read the columns before `content` only; the search index covers title and
// description together, the other index the language and kind filters in the list's newest-first order.
export const resources = pgTable(
  'resources',
  {
    resourceId: text('resource_id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    checksum: text('checksum').notNull(),
    content: bytea('content').notNull(),
    // The staff member who added it; no foreign key, so removing a user keeps the library whole.
    createdBy: text('created_by'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('resources_created_idx').on(t.createdAt, t.resourceId),
    index('resources_language_kind_idx').on(t.language, t.kind, t.createdAt),
    index('resources_search_idx').using('gin', sql`(${t.title} || ' ' || ${t.description}) gin_trgm_ops`),
    check('resources_size_matches', sql`${t.size} = octet_length(${t.content})`),
  ],
);
