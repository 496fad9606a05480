import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { countries, type CountryCode, type PendingCustomerRequest } from '@portal/contracts';
import type { Caller } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { licenses, organizations, users } from '../../db/schema.ts';
import { eventFor, publishCustomerEvents } from '../tenancy/index.ts';
import { recordAudit, type AuditEntry } from '../tenancy/index.ts';

export const nameTaken = 'A customer with this name already exists';
export const emailTaken = 'This e-mail address is already in use';

/** Where new customers go: under this partner, in the book of the distributor at the top of its tree. */
export interface AddingPartner {
  cybrOrgId: string;
  distributorCybrOrgId: string;
}

const productCode = { standard: 'SAT', 'insider-threat-detection': 'ITD' } as const;
// The country's locale names its language; the spec's codes differ from BCP 47 for three of them.
const specLanguage: Record<string, string> = {
  nb: 'no',
  nn: 'no',
  no: 'no',
  sv: 'sw',
  pt: 'br',
  da: 'da',
  es: 'es',
  de: 'de',
  fr: 'fr',
  fi: 'fi',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
};
export const languageOf = (country: string) =>
  specLanguage[countries[country as CountryCode]?.locale.split('-')[0] ?? ''] ?? 'en';

// Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here.
const batchSize = 1000;
const inBatches = async <T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += batchSize) await insert(rows.slice(i, i + batchSize));
};

/** Names (lower-cased) among `names` that customers of the partner already have. */
export async function takenNames(db: Db, partnerCybrOrgId: string, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db
    .select({ name: sql<string>`lower(${organizations.organizationName})` })
    .from(organizations)
    .where(
      and(
        eq(organizations.partnerCybrOrgId, partnerCybrOrgId),
        inArray(sql`lower(${organizations.organizationName})`, lower),
      ),
    );
  return new Set(rows.map((row) => row.name));
}

/** Addresses (lower-cased) among `emails` that a user already has. */
export async function takenEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/**
 * Adds customers pending approval, each with its product's licence (none in use, no cap) and an
 * Admin user for its admin e-mail, an audit row and an event, in the caller's transaction.
 * Unique indexes (a name per partner, an address per user) refuse a second copy however it arrives.
 */
export async function insertCustomers(
  tx: Db,
  actor: Caller,
  partner: AddingPartner,
  requests: readonly PendingCustomerRequest[],
): Promise<string[]> {
  const rows = requests.map((request) => ({
    request,
    cybrOrgId: randomUUID(),
    languageCode: languageOf(request.country),
  }));
  await inBatches(rows, (batch) =>
    tx.insert(organizations).values(
      batch.map(({ request, cybrOrgId, languageCode }) => ({
        cybrOrgId,
        organizationName: request.organizationName,
        country: request.country,
        defaultLanguageCode: languageCode,
        status: 'PENDING',
        partnerCybrOrgId: partner.cybrOrgId,
        distributorCybrOrgId: partner.distributorCybrOrgId,
        products: [productCode[request.productType]],
        totalUsers: 1,
      })),
    ),
  );
  await inBatches(rows, (batch) =>
    tx.insert(users).values(
      batch.map(({ request, cybrOrgId, languageCode }) => ({
        cybrId: randomUUID(),
        cybrOrgId,
        email: request.adminEmail.toLowerCase(),
        fullName: request.adminEmail.split('@')[0]!.slice(0, 200),
        languageCode,
        userRole: 'Admin',
      })),
    ),
  );
  await inBatches(rows, (batch) =>
    tx.insert(licenses).values(
      batch.map(({ request, cybrOrgId }) => ({
        cybrOrgId,
        productType: request.productType,
        issued: 0,
        active: true,
        licenseCap: null,
      })),
    ),
  );
  await inBatches(rows, (batch) =>
    recordAudit(
      tx,
      batch.map(({ request, cybrOrgId }): AuditEntry => ({
        actorCybrId: actor.cybrId,
        cybrOrgId: actor.cybrOrgId,
        action: 'customer.added',
        target: cybrOrgId,
        after: { ...request },
      })),
    ),
  );
  await publishCustomerEvents(
    tx,
    rows.map(({ cybrOrgId }) =>
      eventFor(
        {
          cybrOrgId,
          partnerCybrOrgId: partner.cybrOrgId,
          distributorCybrOrgId: partner.distributorCybrOrgId,
          isPistachioPartner: false,
        },
        'added',
      ),
    ),
  );
  return rows.map((row) => row.cybrOrgId);
}
