import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// Which organisation a Microsoft tenant is (migration 0023): an assertion from that tenant is
// exchanged for a token only for a member of this organisation (docs/decisions/0052-microsoft-token-exchange.md: provider tokens).
export const microsoftTenants = pgTable(
  'microsoft_tenants',
  {
    tenantId: text('tenant_id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    linkedBy: text('linked_by').references(() => users.cybrId, { onDelete: 'set null' }),
    linkedAt: tz('linked_at').notNull().defaultNow(),
  },
  (t) => [index('microsoft_tenants_org_idx').on(t.cybrOrgId)],
);
