import type { DeliveryMethod } from '@portal/contracts';
import type { Caller } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../tenancy/index.ts';
import { lockPreference, upsertPreference } from './user-repo.ts';

/**
 * Sets how the caller receives notifications (§3 preferred delivery method), audited with before
 * and after in the same transaction. The same choice again writes nothing.
 */
export async function setOwnDeliveryPreference(db: Db, caller: Caller, method: DeliveryMethod): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPreference(tx, caller.cybrId);
    if (before === method) return;
    await upsertPreference(tx, caller.cybrId, method);
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'user.delivery-preference',
      target: caller.cybrId,
      before: { preferredDeliveryMethod: before },
      after: { preferredDeliveryMethod: method },
    });
  });
}
