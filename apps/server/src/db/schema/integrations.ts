import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { organizations } from './core.ts';

// A partner's answer about an e-mail domain (spec §3 domain acceptance); migration 0015.
export const partnerDomains = pgTable(
  'partner_domains',
  {
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId),
    domain: text('domain').notNull(),
    accepted: boolean('accepted').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cybrOrgId, t.domain] }),
    // A domain belongs to one partner at most: of two partners accepting it at once, one wins.
    uniqueIndex('partner_domains_accepted_domain_idx')
      .on(t.domain)
      .where(sql`${t.accepted}`),
  ],
);

// Data-source integrations and their health (spec §3): one row per bucket a provider delivers to.
export const dataSourceIntegrations = pgTable(
  'data_source_integrations',
  {
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId),
    provider: text('provider').notNull(),
    bucketName: text('bucket_name').notNull(),
    serviceAccount: text('service_account').notNull(),
    status: text('status').notNull(),
    startedAt: tz('started_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'data_source_integrations_pk', columns: [t.cybrOrgId, t.provider, t.bucketName] }),
    check('data_source_integrations_status_check', sql`${t.status} IN ('ok', 'failing')`),
  ],
);

// User autodiscovery of an organisation: on or off, and the confirmed domains it reads.
export const autodiscoverySettings = pgTable('autodiscovery_settings', {
  cybrOrgId: text('cybr_org_id')
    .primaryKey()
    .references(() => organizations.cybrOrgId),
  enabled: boolean('enabled').notNull(),
  domains: text('domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
