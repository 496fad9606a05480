import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/server/src/db/client.ts';
import { hashPassword } from '@portal/server/src/auth/passwords.ts';
import { idpAccounts, organizations, partners, users } from '@portal/server/src/db/schema.ts';
import { firstNames, jobTitles, lastNames, orgNouns, orgPrefixes } from '@portal/server/src/seed/names.ts';

export const distributorId = 'bench-distributor';
export const distributorUserId = 'bench-distributor-admin';
/** The distributor admin's sign-in at the built-in identity provider. */
export const benchAccount = { email: 'bench.distributor@portal.example', password: 'bench-password' };
const resellerIds = ['bench-reseller-1', 'bench-reseller-2', 'bench-reseller-3'];

// 100 town names (10 × 10 compounds): a town is ~1% of the customers, which gives the search scenario.
const townHeads = ['Nord', 'Sol', 'Vest', 'Berg', 'Lille', 'Sand', 'Lund', 'Hav', 'Skog', 'Fjell'];
const townTails = ['heim', 'vik', 'berg', 'dal', 'by', 'stad', 'land', 'strand', 'haug', 'nes'];
const towns = townHeads.flatMap((head) => townTails.map((tail) => head + tail));
/** Matches the customers in one town: 1% of them. */
export const searchTerm = 'Solvik';

const countries = ['NO', 'SE', 'DK', 'FI', 'DE', 'AT', 'NL', 'FR', 'ES', 'IT', 'PL', 'GB', 'IE', 'US', 'BE', 'CH'];
const legalForms = [
  'AS',
  'AB',
  'ApS',
  'Oy',
  'GmbH',
  'GmbH',
  'B.V.',
  'SAS',
  'S.L.',
  'S.r.l.',
  'Sp. z o.o.',
  'Ltd',
  'Ltd',
  'Inc.',
  'BV',
  'AG',
];
const languages = ['no', 'sw', 'da', 'fi', 'de', 'de', 'nl', 'fr', 'es', 'it', 'pl', 'en', 'en', 'en', 'nl', 'de'];
// 40% approved, 20% each trial, pending, disabled.
const statuses = [
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'TRIAL',
  'TRIAL',
  'PENDING',
  'PENDING',
  'DISABLED',
  'DISABLED',
];

/** A text[] built from one JSON parameter: one bind value, however long the list. */
const textArray = (list: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;
/** A deterministic pseudo-random non-negative integer per row and salt. */
const h = (salt: number) => sql.raw(`(hashint4(i * 31 + ${salt}) & 2147483647)`);
const orgId = sql.raw(`md5('bench-org-' || i)::uuid::text`);

export interface SeedSummary {
  customers: number;
  users: number;
  licences: number;
  steps: { step: string; ms: number }[];
  totalMs: number;
}

async function timed<T>(steps: SeedSummary['steps'], step: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  steps.push({ step, ms: performance.now() - start });
  return result;
}

/** Rows of a raw query: node-postgres and PGlite both answer with `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function scalar(db: Db, query: SQL): Promise<number> {
  return Number((await rows<{ n: number | string }>(db, query))[0]?.n ?? 0);
}

/**
 * One distributor with three resellers and `customers` customer organisations spread over all
 * four, two users each, a standard licence each and an ITD licence for ~40%: set-based SQL only.
 */
export async function seedBench(db: Db, customers: number): Promise<SeedSummary> {
  const steps: SeedSummary['steps'] = [];
  const started = performance.now();
  await timed(steps, 'partners', () => seedPartners(db));
  await addCustomers(db, steps, 0, customers);
  return summary(db, steps, started);
}

/** Grows a seeded book from `from` to `to` customers, the same rows a seed of `to` would have made. */
export async function growBench(db: Db, from: number, to: number): Promise<SeedSummary> {
  const steps: SeedSummary['steps'] = [];
  const started = performance.now();
  await addCustomers(db, steps, from, to);
  return summary(db, steps, started);
}

async function seedPartners(db: Db): Promise<void> {
  await db.insert(organizations).values({
    cybrOrgId: distributorId,
    organizationName: 'Bench Distribution AS',
    country: 'NO',
    defaultLanguageCode: 'no',
    isPistachioPartner: true,
    status: 'PARTNER',
    distributorCybrOrgId: distributorId,
    products: ['SAT', 'ITD'],
  });
  await db.insert(organizations).values(
    resellerIds.map((id, n) => ({
      cybrOrgId: id,
      organizationName: `Bench Reseller ${n + 1} GmbH`,
      country: 'DE',
      defaultLanguageCode: 'de',
      isPistachioPartner: true,
      status: 'PARTNER',
      partnerCybrOrgId: distributorId,
      distributorCybrOrgId: distributorId,
      products: ['SAT'],
    })),
  );
  // Terms accepted and the distributor's billing details valid: the portal opens on the customer list.
  await db.insert(partners).values(
    [distributorId, ...resellerIds].map((id) => ({
      cybrOrgId: id,
      currency: 'EUR',
      acceptedTosDate: new Date().toISOString(),
      billingInfo:
        id === distributorId
          ? {
              name: 'Bench Distribution AS',
              email: 'billing@bench.example',
              address: { line1: 'Karl Johans gate 12', city: 'Oslo', postalCode: '0154', country: 'NO' },
            }
          : null,
    })),
  );
  await db.insert(users).values({
    cybrId: distributorUserId,
    cybrOrgId: distributorId,
    email: benchAccount.email,
    fullName: 'Bench Distributor',
    userRole: 'Partner',
  });
  await db.insert(idpAccounts).values({
    sub: 'bench-distributor-sub',
    email: benchAccount.email,
    name: 'Bench Distributor',
    passwordHash: await hashPassword(benchAccount.password),
  });
}

// The statement triggers keep each statement's rows as transition tables and rewrite every
// organisation a licence statement touches: the book grows a bounded chunk per statement.
const chunk = 250_000;

/** Customers number `from` to `to` − 1, with their users and licences. */
async function addCustomers(db: Db, steps: SeedSummary['steps'], from: number, to: number): Promise<void> {
  for (let first = from; first < to; first += chunk) {
    const last = Math.min(to, first + chunk) - 1;
    const range = sql`generate_series(${first}::int, ${last}::int) AS g(i)`;
    await timed(steps, `customers ${first}–${last}`, () => insertOrganizations(db, range));
    await timed(steps, `users of ${first}–${last}`, () => insertUsers(db, range));
    await timed(steps, `licences of ${first}–${last}`, () => insertLicences(db, range));
  }
  // VACUUM as well as ANALYZE: a long-lived database has its visibility map set by autovacuum,
  // which index-only scans depend on; without it autovacuum would start in the middle of a run.
  await timed(steps, 'VACUUM ANALYZE', () => db.execute(sql`VACUUM ANALYZE`));
  // Flush the seeding's WAL now rather than in a checkpoint during the first scenario.
  await timed(steps, 'CHECKPOINT', () => db.execute(sql`CHECKPOINT`).catch(() => undefined));
}

const insertOrganizations = (db: Db, range: SQL) =>
  db.execute(sql`
    WITH w AS (
      SELECT ${textArray(orgPrefixes)} AS prefixes, ${textArray(orgNouns)} AS nouns, ${textArray(towns)} AS towns,
             ${textArray(countries)} AS countries, ${textArray(legalForms)} AS legal, ${textArray(languages)} AS languages,
             ${textArray(statuses)} AS statuses, ${textArray(resellerIds)} AS resellers
    )
    INSERT INTO organizations (cybr_org_id, organization_name, country, default_language_code, is_pistachio_partner,
      partner_cybr_org_id, distributor_cybr_org_id, partner_view, status, sync_status, total_users,
      first_active_date, sync_date, products, domain_pool_id)
    SELECT ${orgId},
      w.prefixes[1 + (i / 100) % cardinality(w.prefixes)] || ' ' || w.nouns[1 + (i / 4000) % cardinality(w.nouns)]
        || ' ' || w.towns[1 + i % 100]
        -- The words repeat every 80,000 customers; a number keeps names unique (one name per partner).
        || CASE WHEN i >= 80000 THEN ' ' || (1 + i / 80000)::text ELSE '' END || ' ' || w.legal[1 + c],
      w.countries[1 + c], w.languages[1 + c], false,
      CASE WHEN ${h(1)} % 10 < 4 THEN ${distributorId} ELSE w.resellers[1 + ${h(1)} % 3] END,
      ${distributorId}, ${h(2)} % 2 = 0, w.statuses[1 + ${h(3)} % 10],
      (ARRAY['synced', 'synced', 'pending', 'failed'])[1 + ${h(4)} % 4], 1 + ${h(5)} % 500,
      now() - (30 + ${h(6)} % 900) * interval '1 day', now() - (${h(7)} % 10) * interval '1 day',
      CASE WHEN ${h(8)} % 10 < 4 THEN ARRAY['SAT', 'ITD'] ELSE ARRAY['SAT'] END, 1 + ${h(9)} % 5
    FROM w, ${range}, LATERAL (SELECT ${h(10)} % 16 AS c) AS pick
  `);

const insertUsers = (db: Db, range: SQL) =>
  db.execute(sql`
    WITH w AS (SELECT ${textArray(firstNames)} AS firsts, ${textArray(lastNames)} AS lasts, ${textArray(jobTitles)} AS titles)
    INSERT INTO users (cybr_id, cybr_org_id, email, full_name, job_title, user_role)
    SELECT md5('bench-user-' || i || '-' || u)::uuid::text, ${orgId},
      lower(regexp_replace(first || '.' || last, '[^A-Za-z]+', '.', 'g')) || '.' || i || '.' || u || '@customer.example',
      first || ' ' || last, w.titles[1 + (i + u) % cardinality(w.titles)], CASE WHEN u = 0 THEN 'Admin' ELSE 'User' END
    FROM w, ${range}, generate_series(0, 1) AS v(u),
      LATERAL (SELECT w.firsts[1 + (i * 2 + u) % cardinality(w.firsts)] AS first, w.lasts[1 + (i * 7 + u) % cardinality(w.lasts)] AS last) AS n
  `);

// Both products in one statement: the licence triggers rewrite each organisation's row once.
const insertLicences = (db: Db, range: SQL) =>
  db.execute(sql`
    INSERT INTO licenses (cybr_org_id, product_type, issued, active, license_cap)
    SELECT o.cybr_org_id, l.product_type, l.issued, o.status <> 'DISABLED', l.license_cap
    FROM ${range} JOIN organizations o ON o.cybr_org_id = ${orgId},
      LATERAL (
        SELECT 'standard' AS product_type, o.total_users AS issued,
          CASE WHEN o.total_users % 3 = 0 THEN NULL ELSE o.total_users + 50 END AS license_cap
        UNION ALL
        SELECT 'insider-threat-detection', o.total_users / 2, NULL WHERE 'ITD' = ANY(o.products)
      ) AS l
  `);

async function summary(db: Db, steps: SeedSummary['steps'], started: number): Promise<SeedSummary> {
  return {
    customers: await scalar(
      db,
      sql`SELECT count(*) AS n FROM organizations WHERE distributor_cybr_org_id = ${distributorId} AND NOT is_pistachio_partner`,
    ),
    users: await scalar(db, sql`SELECT count(*) AS n FROM users`),
    licences: await scalar(db, sql`SELECT count(*) AS n FROM licenses`),
    steps,
    totalMs: performance.now() - started,
  };
}
