import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpLoginFailures } from '../../db/schema.ts';

/** Five wrong passwords for one e-mail address within 15 minutes close it for the rest of that window. */
export const failureLimit = 5;
export const failureWindowMinutes = 15;

const key = (email: string) => email.trim().toLowerCase();

/**
 * Per-account throttling of failed passwords, counted by the address typed whether or not an
 * account has it (so the answer never tells which addresses exist), in PostgreSQL so that every
 * server process counts together.
 */
export function loginThrottle(db: Db) {
  return {
    /** Minutes until the address may try again, or 0. */
    async lockedFor(email: string): Promise<number> {
      const [row] = await db
        .select({
          failures: idpLoginFailures.failures,
          left: sql<number>`ceil(extract(epoch from (${idpLoginFailures.windowStartedAt} + make_interval(mins => ${failureWindowMinutes}) - now())) / 60)::int`,
        })
        .from(idpLoginFailures)
        .where(eq(idpLoginFailures.emailKey, key(email)));
      return row && row.failures >= failureLimit && row.left > 0 ? row.left : 0;
    },

    async failed(email: string): Promise<void> {
      const stale = sql`${idpLoginFailures.windowStartedAt} < now() - make_interval(mins => ${failureWindowMinutes})`;
      await db
        .insert(idpLoginFailures)
        .values({ emailKey: key(email), failures: 1 })
        .onConflictDoUpdate({
          target: idpLoginFailures.emailKey,
          set: {
            failures: sql`case when ${stale} then 1 else ${idpLoginFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${stale} then now() else ${idpLoginFailures.windowStartedAt} end`,
          },
        });
    },

    async succeeded(email: string): Promise<void> {
      await db.delete(idpLoginFailures).where(eq(idpLoginFailures.emailKey, key(email)));
    },
  };
}
