import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// Every announced customer change, kept a day (migration 0028) so a reconnecting event stream is
// sent what it missed after its Last-Event-ID, by whichever process it reaches; the sweeper
// deletes older rows.
export const customerEvents = pgTable(
  'customer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cybrOrgId: text('cybr_org_id').notNull(),
    partnerCybrOrgId: text('partner_cybr_org_id'),
    distributorCybrOrgId: text('distributor_cybr_org_id'),
    change: text('change').notNull(),
    createdAt: tz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('customer_events_partner_idx').on(t.partnerCybrOrgId, t.createdAt),
    index('customer_events_distributor_idx').on(t.distributorCybrOrgId, t.createdAt),
    index('customer_events_created_idx').on(t.createdAt),
  ],
);
