import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations, sessions, users } from '../db/schema.ts';

export const sessionCookie = 'portal_session';

export interface Caller {
  cybrId: string;
  email: string;
  fullName: string;
  userRole: string;
  languageCode: string;
  cybrOrgId: string | null;
  isPartner: boolean;
  /** Set for partners: the organisation's own parent, null for a distributor. */
  partnerCybrOrgId: string | null;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Db, cybrId: string, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  await db.insert(sessions).values({ idHash: hash(token), cybrId, expiresAt });
  // Expired sessions are swept on sign-in so the table never grows without bound.
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  return token;
}

/** One query: the session, its user and the user's organisation. */
export async function findCaller(db: Db, token: string): Promise<Caller | null> {
  const rows = await db
    .select({
      cybrId: users.cybrId,
      email: users.email,
      fullName: users.fullName,
      userRole: users.userRole,
      languageCode: users.languageCode,
      cybrOrgId: users.cybrOrgId,
      isPartner: organizations.isPistachioPartner,
      partnerCybrOrgId: organizations.partnerCybrOrgId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.cybrId, sessions.cybrId))
    .leftJoin(organizations, eq(organizations.cybrOrgId, users.cybrOrgId))
    .where(and(eq(sessions.idHash, hash(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, isPartner: row.isPartner ?? false } : null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hash(token)));
}
