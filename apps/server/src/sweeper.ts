import { lt, or, sql } from 'drizzle-orm';
import type { Logger } from './logger.ts';
import type { Db } from './db/client.ts';
import { idpLoginFailures, oidcModels, sessions } from './db/schema.ts';
import { failureWindowMinutes } from './auth/local-idp/throttle.ts';

/** Deletes what has expired: sessions (absolute or idle), the identity provider's rows, stale failure counts. */
export async function sweepExpired(db: Db, idleSeconds: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now()`),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    );
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, sql`now()`));
  await db
    .delete(idpLoginFailures)
    .where(lt(idpLoginFailures.windowStartedAt, sql`now() - make_interval(mins => ${failureWindowMinutes})`));
}

/**
 * Sweeps every ten minutes (with jitter, so processes sharing a database spread out). A failed
 * sweep (database away) is logged and tried again next time.
 */
export function startSweeper(db: Db, idleSeconds: number, log: Logger): () => void {
  const run = () =>
    sweepExpired(db, idleSeconds).catch((error: unknown) => log.warn({ err: error }, 'sweep of expired rows failed'));
  const first = setTimeout(run, 30_000 + Math.random() * 30_000);
  const every = setInterval(run, 600_000 + Math.random() * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
