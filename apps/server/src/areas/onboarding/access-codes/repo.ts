import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AccessCode, AccessCodeRefusal } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { accessCodes } from '../../../db/schema.ts';

export type AccessCodeRow = typeof accessCodes.$inferSelect;

// No 0/O, 1/I/L: a code is read aloud and typed by hand.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newCode = () =>
  Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('')).join(
    '-',
  );

/** However the person typed it: upper case, groups of four. */
export const normaliseCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(.{4})(?=.)/g, '$1-');

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function refusalOf(row: AccessCodeRow | undefined, now = Date.now()): AccessCodeRefusal | null {
  if (!row) return 'not-found';
  if (row.redeemedBy) return 'redeemed';
  if (row.revokedAt) return 'revoked';
  if (row.expiration && Date.parse(row.expiration) <= now) return 'expired';
  return null;
}

export function toAccessCode(row: AccessCodeRow): AccessCode {
  return {
    accessCode: row.accessCode,
    created: iso(row.created)!,
    expiration: iso(row.expiration),
    issuer: row.issuer,
    licenses: row.licenses,
    partner: row.redeemedBy,
    product: row.product as AccessCode['product'],
    redeemable: refusalOf(row) === null,
    revoked: row.revokedAt !== null,
  };
}

export async function findCode(db: Db, code: string): Promise<AccessCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(accessCodes)
    .where(eq(accessCodes.accessCode, normaliseCode(code)));
  return row;
}

export const listCodes = (db: Db, issuer: string) =>
  db.select().from(accessCodes).where(eq(accessCodes.issuer, issuer)).orderBy(desc(accessCodes.created)).limit(500);

export async function insertCode(
  db: Db,
  values: Omit<typeof accessCodes.$inferInsert, 'accessCode'>,
): Promise<AccessCodeRow> {
  // 31^12 codes: a clash is a curiosity, but one is retried rather than failing the request.
  for (;;) {
    const [row] = await db
      .insert(accessCodes)
      .values({ ...values, accessCode: newCode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
}

/** Marks the code used by `redeemer` only if it still may be: two redeems of one code, one wins. */
export function claimCode(db: Db, code: string, redeemer: string) {
  return db
    .update(accessCodes)
    .set({ redeemedBy: redeemer, redeemedAt: sql`now()` })
    .where(
      and(
        eq(accessCodes.accessCode, code),
        isNull(accessCodes.redeemedBy),
        isNull(accessCodes.revokedAt),
        or(isNull(accessCodes.expiration), gt(accessCodes.expiration, sql`now()`)),
      ),
    )
    .returning();
}
