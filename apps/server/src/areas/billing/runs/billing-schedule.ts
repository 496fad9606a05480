import type { SellerDetails } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Logger } from '../../../logger.ts';
import { missingSellerMessage } from '../seller/index.ts';
import { runBilling } from './billing-run.ts';

/**
 * Billing runs every hour as the job `billing.run`: once per hour however many processes declare
 * the schedule, retried with backoff when it fails (database away), and safe to repeat, since each
 * invoice is issued once per subscription and period. A run that issued nothing because the
 * seller's details are incomplete is not a failure: it says which are missing and waits for the next.
 */
export function defineBillingRuns(jobs: JobQueue, db: Db, seller: SellerDetails, log: Logger): void {
  jobs.define('billing.run', async () => {
    const { missingSellerDetails } = await runBilling(db, seller, new Date(), (subscriptionId, why) =>
      log.warn({ subscriptionId }, `billing skipped: ${why}`),
    );
    if (missingSellerDetails.length > 0) log.warn({ missingSellerDetails }, missingSellerMessage(missingSellerDetails));
  });
  jobs.schedule('billing.run', '7 * * * *');
}
