import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

/**
 * Reads a secret, creating it once: every process of a deployment then shares the same
 * value (signing keys, cookie keys) without it being configured by hand.
 */
export async function sharedSecret<T>(db: Db, name: string, create: () => T): Promise<T> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return rows[0]!.value as T;
}
