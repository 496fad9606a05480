import { lt, or, sql } from 'drizzle-orm';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Db } from './db/client.ts';
import { customerEvents, idpLoginFailures, oidcModels, rateLimitCounters, sessions } from './db/schema.ts';
import { failureWindowMinutes } from './auth/local-idp/throttle.ts';
import { replayRetentionHours } from './areas/customers/index.ts';

/**
 * Deletes what has expired: sessions (absolute or idle), the identity provider's rows, stale failure
 * counts, rate-limit counters whose window has ended, customer events past their replay.
 */
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
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
  await db
    .delete(customerEvents)
    .where(lt(customerEvents.createdAt, sql`now() - make_interval(hours => ${replayRetentionHours})`));
}

/** The job `expired.sweep`, every ten minutes: once per slot whichever processes declare it. */
export function defineSweeper(jobs: JobQueue, db: Db, idleSeconds: number): void {
  jobs.define('expired.sweep', () => sweepExpired(db, idleSeconds), { retryLimit: 2 });
  jobs.schedule('expired.sweep', '*/10 * * * *');
}
