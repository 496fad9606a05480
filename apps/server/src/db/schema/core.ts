import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import type { AuditAction } from '@portal/contracts';

export const organizations = pgTable(
  'organizations',
  {
    cybrOrgId: text('cybr_org_id').primaryKey(),
    organizationName: text('organization_name').notNull(),
    country: text('country'),
    defaultLanguageCode: text('default_language_code').notNull().default('en'),
    isPistachioPartner: boolean('is_pistachio_partner').notNull().default(false),
    partnerCybrOrgId: text('partner_cybr_org_id').references((): AnyPgColumn => organizations.cybrOrgId),
    // The top-level partner above this organisation (itself for a distributor): a distributor's
    // whole book is one indexed range, however its resellers are arranged.
    distributorCybrOrgId: text('distributor_cybr_org_id').references((): AnyPgColumn => organizations.cybrOrgId),
    partnerView: boolean('partner_view').notNull().default(false),
    status: text('status').notNull(),
    syncStatus: text('sync_status'),
    totalUsers: integer('total_users').notNull().default(0),
    logoUrl: text('logo_url'),
    firstActiveDate: tz('first_active_date'),
    syncDate: tz('sync_date'),
    products: text('products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    domainPoolId: integer('domain_pool_id').notNull().default(1),
    // The rows of `licenses` for this organisation as JSON, kept by triggers (migration 0008): a page
    // of customers reads its licences with the rows instead of one subquery per row.
    licenses: jsonb('licenses')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Customer lists page by owner and sort column; the id breaks ties so pages never overlap.
    index('organizations_partner_name_idx').on(t.partnerCybrOrgId, t.organizationName, t.cybrOrgId),
    index('organizations_partner_status_idx').on(t.partnerCybrOrgId, t.status, t.organizationName, t.cybrOrgId),
    index('organizations_partner_users_idx').on(t.partnerCybrOrgId, t.totalUsers, t.cybrOrgId),
    index('organizations_distributor_name_idx').on(t.distributorCybrOrgId, t.organizationName, t.cybrOrgId),
    index('organizations_distributor_status_idx').on(t.distributorCybrOrgId, t.status, t.organizationName, t.cybrOrgId),
    index('organizations_distributor_users_idx').on(t.distributorCybrOrgId, t.totalUsers, t.cybrOrgId),
    index('organizations_name_trgm_idx').using('gin', sql`${t.organizationName} gin_trgm_ops`),
    // One name per partner whatever its case: adding the same customer twice (a double click, a
    // file imported twice) cannot create two.
    uniqueIndex('organizations_partner_name_unique_idx').on(t.partnerCybrOrgId, sql`lower(${t.organizationName})`),
  ],
);

export const partners = pgTable('partners', {
  cybrOrgId: text('cybr_org_id')
    .primaryKey()
    .references(() => organizations.cybrOrgId),
  acceptedTosDate: tz('accepted_tos_date'),
  // Which terms text was accepted (docs/decisions/0032-sign-up.md: versioned terms).
  tosVersion: text('tos_version'),
  currency: text('currency'),
  billingInfo: jsonb('billing_info'),
  hidePricing: boolean('hide_pricing').notNull().default(false),
  // The kind of partner chosen at sign-up, so an unfinished sign-up resumes where it stopped.
  signUpAs: text('sign_up_as'),
  // Bumped on every change of billing info: a stale edit is refused instead of overwriting (409).
  version: integer('version').notNull().default(1),
});

// Codes a distributor issues; redeeming one makes the redeeming partner its reseller (spec §3).
export const accessCodes = pgTable(
  'access_codes',
  {
    accessCode: text('access_code').primaryKey(),
    issuer: text('issuer')
      .notNull()
      .references(() => organizations.cybrOrgId),
    product: text('product').notNull(),
    licenses: integer('licenses').notNull(),
    created: tz('created').notNull().defaultNow(),
    expiration: tz('expiration'),
    revokedAt: tz('revoked_at'),
    redeemedBy: text('redeemed_by').references(() => organizations.cybrOrgId),
    redeemedAt: tz('redeemed_at'),
  },
  (t) => [
    index('access_codes_issuer_idx').on(t.issuer, t.created),
    uniqueIndex('access_codes_redeemed_by_idx').on(t.redeemedBy),
  ],
);

export const users = pgTable(
  'users',
  {
    cybrId: text('cybr_id').primaryKey(),
    cybrOrgId: text('cybr_org_id').references(() => organizations.cybrOrgId),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    jobTitle: text('job_title'),
    languageCode: text('language_code').notNull().default('en'),
    phoneNumber: text('phone_number'),
    status: text('status').notNull().default('active'),
    userRole: text('user_role').notNull(),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    processedLabels: text('processed_labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissionRoles: jsonb('permission_roles')
      .notNull()
      .default(sql`'[]'::jsonb`),
    profilePhoto: jsonb('profile_photo'),
    securityAwarenessLicense: boolean('security_awareness_license').notNull().default(false),
    insiderThreatDetectionLicense: boolean('insider_threat_detection_license').notNull().default(false),
    latestContact: tz('latest_contact'),
    latestAlert: tz('latest_alert'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Members lists page by organisation and sort column; the id breaks ties.
    index('users_org_name_idx').on(t.cybrOrgId, t.fullName, t.cybrId),
    index('users_org_contact_idx').on(t.cybrOrgId, t.latestContact, t.cybrId),
    // One portal user per address whatever its case: a first sign-in from two tabs creates one.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const licenses = pgTable(
  'licenses',
  {
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId),
    productType: text('product_type').notNull(),
    issued: integer('issued').notNull().default(0),
    active: boolean('active').notNull().default(true),
    licenseCap: integer('license_cap'),
    directLicenseCap: integer('direct_license_cap'),
    expiration: tz('expiration'),
    created: tz('created').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cybrOrgId, t.productType] })],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha-256 of the cookie value: a leaked table does not yield usable cookies.
    idHash: text('id_hash').primaryKey(),
    cybrId: text('cybr_id')
      .notNull()
      .references(() => users.cybrId),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    // Sliding idle timeout: refreshed at most once a minute by the requests the session makes.
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    // The identity provider's ID token, sent back as id_token_hint when signing out there too.
    idToken: text('id_token'),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.cybrId)],
);

// Accounts of the built-in identity provider only; the portal's users live in `users`. It stands
// in for an organisation's Microsoft tenant, so an account also names its organisation and country.
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    sub: text('sub').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    organizationName: text('organization_name'),
    country: text('country'),
  },
  (t) => [uniqueIndex('idp_accounts_email_lower_idx').on(sql`lower(${t.email})`)],
);

// Failed passwords at the built-in identity provider, per e-mail address typed (known or not).
export const idpLoginFailures = pgTable('idp_login_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: tz('window_started_at').notNull().defaultNow(),
});

export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: tz('expires_at'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: tz('occurred_at').notNull().defaultNow(),
    actorCybrId: text('actor_cybr_id'),
    cybrOrgId: text('cybr_org_id'),
    // Only the contracts' vocabulary compiles here, so every writer uses a listed action.
    action: text('action').$type<AuditAction>().notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    // Set when an API key made the change (migration 0030); the actor is then the key's creator.
    apiKeyId: text('api_key_id'),
  },
  (t) => [index('audit_log_org_idx').on(t.cybrOrgId, t.occurredAt)],
);

// How many organisations each partner's list holds, per status and kind, kept by triggers on
// organizations (migration 0003): list totals stay one small lookup however large the book grows.
export const customerCounts = pgTable(
  'customer_counts',
  {
    scopeKind: text('scope_kind').notNull(),
    scopeId: text('scope_id').notNull(),
    status: text('status').notNull(),
    isPartner: boolean('is_partner').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scopeKind, t.scopeId, t.status, t.isPartner] })],
);

// Per partner book and product, the licence figures of its customers (active licences of non-partner
// organisations), kept by triggers on licenses and organizations (migration 0011): a partner's
// summary stays one small lookup however large the book grows.
export const licenseTotals = pgTable(
  'license_totals',
  {
    scopeKind: text('scope_kind').notNull(),
    scopeId: text('scope_id').notNull(),
    productType: text('product_type').notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull(),
    seatsInUse: bigint('seats_in_use', { mode: 'number' }).notNull(),
    seatsCapped: bigint('seats_capped', { mode: 'number' }).notNull(),
    unlimitedCustomers: bigint('unlimited_customers', { mode: 'number' }).notNull(),
    atOrOverCap: bigint('at_or_over_cap', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scopeKind, t.scopeId, t.productType] })],
);
