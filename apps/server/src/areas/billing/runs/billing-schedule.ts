import type { SellerDetails } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Logger } from '../../../logger.ts';
import { missingSellerMessage } from '../seller/index.ts';
import { runBilling } from './billing-run.ts';

/**
 * Runs billing every hour (with jitter, so processes sharing a database spread out; a run in two
 * at once issues nothing twice). A failed run (database away) is logged and tried next hour; so is
 * a run that issued nothing because the seller's details are incomplete, saying which are missing.
 */
export function startBillingRuns(db: Db, seller: SellerDetails, log: Logger): () => void {
  const run = () =>
    runBilling(db, seller, new Date(), (subscriptionId, why) => log.warn({ subscriptionId }, `billing skipped: ${why}`))
      .then(({ missingSellerDetails }) => {
        if (missingSellerDetails.length > 0)
          log.warn({ missingSellerDetails }, missingSellerMessage(missingSellerDetails));
      })
      .catch((error: unknown) => log.warn({ err: error }, 'billing run failed'));
  const first = setTimeout(run, 60_000 + Math.random() * 60_000);
  const every = setInterval(run, 3_600_000 + Math.random() * 120_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
