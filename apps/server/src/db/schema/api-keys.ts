import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@portal/contracts';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// A partner's API keys (migration 0029): the secret's hash only, never the secret.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.cybrId),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastUsedAt: tz('last_used_at'),
    expiresAt: tz('expires_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_org_idx').on(t.cybrOrgId, t.createdAt),
  ],
);
