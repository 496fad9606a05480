import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import { adminRoles } from '../tenancy/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type UserRow = typeof users.$inferSelect;

/**
 * Runs `work` in one transaction holding the organisation's row lock: every change to its admins
 * goes through here, so two removals at once are decided one after the other and the second sees
 * the first (never two removals leaving no admin). Answers undefined for a missing organisation.
 */
export async function withOrganizationLocked<T>(
  db: Db,
  cybrOrgId: string,
  work: (tx: Tx, org: typeof organizations.$inferSelect) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.cybrOrgId, cybrOrgId)).for('update');
    return org ? work(tx, org) : undefined;
  });
}

export async function lockUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for('update');
  return user;
}

export async function lockMember(tx: Tx, cybrOrgId: string, cybrId: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.cybrId, cybrId), eq(users.cybrOrgId, cybrOrgId)))
    .for('update');
  return user;
}

export async function countAdmins(tx: Tx, cybrOrgId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.cybrOrgId, cybrOrgId), inArray(users.userRole, [...adminRoles])));
  return row?.n ?? 0;
}

/** A portal user for an address nobody has signed in with yet: sign-in finds it by the address. */
export async function insertMember(
  tx: Tx,
  values: { cybrOrgId: string; email: string; userRole: string; languageCode: string },
): Promise<UserRow> {
  const fullName = values.email.split('@')[0]!.slice(0, 200);
  const [user] = await tx
    .insert(users)
    .values({ cybrId: randomUUID(), fullName, ...values })
    .returning();
  return user!;
}

export async function setMembership(
  tx: Tx,
  cybrId: string,
  membership: { cybrOrgId: string | null; userRole: string },
): Promise<UserRow> {
  const [user] = await tx.update(users).set(membership).where(eq(users.cybrId, cybrId)).returning();
  return user!;
}

export async function addToUserCount(tx: Tx, cybrOrgId: string, delta: number): Promise<void> {
  await tx
    .update(organizations)
    .set({ totalUsers: sql`greatest(${organizations.totalUsers} + ${delta}, 0)` })
    .where(eq(organizations.cybrOrgId, cybrOrgId));
}
