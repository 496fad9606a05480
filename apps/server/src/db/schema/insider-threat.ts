import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations } from './core.ts';

const campaignStatus = sql`('scheduled', 'running', 'finished')`;

// Training campaigns (crusades) per organisation; a scheduled one has not started yet.
export const crusades = pgTable(
  'crusades',
  {
    id: text('id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull(),
    startedAt: tz('started_at'),
  },
  (t) => [
    check('crusades_status', sql`${t.status} in ${campaignStatus}`),
    // The list reads newest first, scheduled (not started) ones on top.
    index('crusades_org_started_idx').on(t.cybrOrgId, t.startedAt.desc().nullsFirst(), t.id),
  ],
);

// Insider-threat detections (sieges): one model watching one organisation's data for a while.
export const sieges = pgTable(
  'sieges',
  {
    id: text('id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull(),
    model: text('model').notNull(),
    startedAt: tz('started_at'),
  },
  (t) => [
    check('sieges_status', sql`${t.status} in ${campaignStatus}`),
    check(
      'sieges_model',
      sql`${t.model} in ('download-quantity', 'download-sensitive', 'time-of-use', 'email-leakage')`,
    ),
    index('sieges_org_started_idx').on(t.cybrOrgId, t.startedAt.desc().nullsFirst(), t.id),
  ],
);

// §3 wall: the sieges' findings about one person, reviewed by the organisation's partner
// (review awaiting → approved | rejected) and flagged by the customer (docs/decisions/0059-insider-threat-detection.md).
// The person is a cybrId without a foreign key: a wall outlives the person's account, as the audit log does.
// Department and location are the person's org units when the wall was raised, for report filters.
export const walls = pgTable(
  'walls',
  {
    id: text('id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    userCybrId: text('user_cybr_id').notNull(),
    departmentId: text('department_id'),
    locationId: text('location_id'),
    firstSeen: tz('first_seen').notNull(),
    updated: tz('updated').notNull(),
    csvReady: boolean('csv_ready').notNull().default(false),
    customerReady: boolean('customer_ready').notNull().default(false),
    review: text('review').notNull().default('awaiting'),
    decidedBy: text('decided_by'),
    decidedAt: tz('decided_at'),
    customerFlag: text('customer_flag').notNull().default(''),
    flaggedBy: text('flagged_by'),
    flaggedAt: tz('flagged_at'),
  },
  (t) => [
    check('walls_review', sql`${t.review} in ('awaiting', 'approved', 'rejected')`),
    check('walls_customer_flag', sql`${t.customerFlag} in ('relevant', 'irrelevant', 'ignore', '')`),
    check('walls_seen_order', sql`${t.firstSeen} <= ${t.updated}`),
    // The review list: only awaiting walls, most recently updated first.
    index('walls_awaiting_idx')
      .on(t.cybrOrgId, t.updated.desc().nullsFirst(), t.id)
      .where(sql`${t.review} = 'awaiting'`),
    // The report: walls of an organisation by period, read backwards (newest first, then the id).
    index('walls_org_updated_idx').on(t.cybrOrgId, t.updated, t.id),
  ],
);

export const wallSieges = pgTable(
  'wall_sieges',
  {
    wallId: text('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    siegeId: text('siege_id')
      .notNull()
      .references(() => sieges.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.wallId, t.siegeId] }), index('wall_sieges_siege_idx').on(t.siegeId)],
);

// What the person did that the sieges saw: the rows behind a wall's activity file.
export const wallActivity = pgTable(
  'wall_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wallId: text('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    siegeId: text('siege_id').references(() => sieges.id, { onDelete: 'set null' }),
    occurredAt: tz('occurred_at').notNull(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    source: text('source').notNull(),
    bytes: bigint('bytes', { mode: 'number' }),
  },
  (t) => [index('wall_activity_wall_idx').on(t.wallId, t.occurredAt, t.id)],
);
