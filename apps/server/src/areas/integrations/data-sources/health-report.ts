import type { IntegrationHealth } from '@portal/contracts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/client.ts';

import { lockIntegration, saveReport } from './repo.ts';
import { recordAudit } from '../../tenancy/index.ts';

type Report = {
  cybrOrgId: string;
  provider: string;
  bucketName: string;
  serviceAccount: string;
  status: 'ok' | 'failing';
};

/**
 * Records a collector's report. A new integration, or a change of status or service account, is
 * audited in the platform's log; a report that only confirms what was known refreshes updatedAt and
 * writes no audit row (collectors report often, and the log would hold nothing but repeats).
 */
export async function recordHealth(db: Db, caller: Caller, report: Report): Promise<IntegrationHealth> {
  return db.transaction(async (tx) => {
    const before = await lockIntegration(tx, report);
    const saved = await saveReport(tx, report);
    if (!before || before.status !== report.status || before.serviceAccount !== report.serviceAccount) {
      await recordAudit(tx, {
        actorCybrId: caller.cybrId,
        cybrOrgId: caller.cybrOrgId,
        action: 'integration.health',
        target: report.cybrOrgId,
        before: before
          ? {
              provider: before.provider,
              bucketName: before.bucketName,
              status: before.status,
              serviceAccount: before.serviceAccount,
            }
          : null,
        after: {
          provider: report.provider,
          bucketName: report.bucketName,
          status: report.status,
          serviceAccount: report.serviceAccount,
        },
      });
    }
    return saved;
  });
}
