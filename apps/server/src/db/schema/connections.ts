import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// An organisation's connection to a chat workspace, a CRM or its directory (migration 0018).
export const connections = pgTable(
  'connections',
  {
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    connectedBy: text('connected_by').references(() => users.cybrId, { onDelete: 'set null' }),
    connectedAt: tz('connected_at').notNull().defaultNow(),
    /** The workspace or account name the provider gave, when it gave one. */
    externalName: text('external_name'),
    /** The provider's token response, sealed with the server's key: no API ever answers it. */
    tokenSealed: text('token_sealed'),
  },
  (t) => [primaryKey({ columns: [t.cybrOrgId, t.provider] })],
);

// Ids of OAuth states already used at a callback: a replayed callback URL is refused.
export const connectionStatesUsed = pgTable(
  'connection_states_used',
  {
    stateId: text('state_id').primaryKey(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('connection_states_used_expires_idx').on(t.expiresAt)],
);

// Directory sync switched on for an organisation: by whom and since when (docs/decisions/0051-directory-connection-sync-and-microsoft-tenant.md).
export const organizationSyncs = pgTable('organization_syncs', {
  cybrOrgId: text('cybr_org_id')
    .primaryKey()
    .references(() => organizations.cybrOrgId, { onDelete: 'cascade' }),
  startedBy: text('started_by').references(() => users.cybrId, { onDelete: 'set null' }),
  startedAt: tz('started_at').notNull().defaultNow(),
});
