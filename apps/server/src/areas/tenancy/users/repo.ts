import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/**
 * The portal user of someone the identity provider vouches for, created on their first sign-in
 * without an organisation (spec §4: the root guard then sends them to sign-up). The unique index on
 * the lower-cased address makes a first sign-in from two tabs create one user.
 */
export async function findOrCreateUser(
  db: Db,
  person: { email: string; name: string | null; languageCode: string },
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return { user: existing, created: false };
  const email = person.email.trim().toLowerCase();
  const fullName = person.name?.trim() || email.split('@')[0]!;
  const inserted = await db
    .insert(users)
    .values({
      cybrId: randomUUID(),
      email,
      fullName: fullName.slice(0, 200),
      userRole: 'User',
      languageCode: person.languageCode,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { user: inserted[0], created: true };
  return { user: (await findUserByEmail(db, email))!, created: false };
}
