import type { PgBoss } from 'pg-boss';
import type { Job, JobName } from '@portal/contracts';
import { AppError, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { findJob, retryFailedJob } from '../../../jobs/job-views.ts';
import { recordAudit } from '../../tenancy/index.ts';

/**
 * Staff give a dead job one more attempt (docs/decisions/0067-job-queue-on-pg-boss.md): only a failed
 * job, and the retry commits with its audit entry. The answer is the job as it is then.
 */
export async function retryJob(db: Db, store: PgBoss, caller: Caller, name: JobName, id: string): Promise<Job> {
  const job = await findJob(store, name, id);
  if (!job) throw notFound('Job not found');
  if (job.state !== 'failed')
    throw new AppError('CONFLICT', `Only a failed job can be retried; this one is ${job.state}`);
  await db.transaction(async (tx) => {
    // Another retry, or another member of staff, may have been first.
    if (!(await retryFailedJob(store, name, id, tx)))
      throw new AppError('CONFLICT', 'Only a failed job can be retried; this one was retried already');
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'platform.job.retried',
      target: id,
      before: {
        name,
        state: 'failed',
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        lastError: job.lastError,
      },
      after: { name, state: 'queued', retryLimit: job.retryLimit + 1 },
    });
  });
  return (await findJob(store, name, id)) ?? job;
}
