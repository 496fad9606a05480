import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/client.ts';
import { organizations } from '../../../db/schema.ts';
import { eventFor } from '../customer-events/events.ts';
import { publishCustomerEvents } from '../customer-events/publish.ts';
import { isOwnAdmin, isPartnerOf } from './access.ts';
import type { OrganizationRow } from './organization-sql.ts';
import { recordAudit } from '../audit/repo.ts';

export const onlyAdminsGrant = "Only the organisation's own admins can grant partner view";

/**
 * Remote view rests on the customer's consent: only its own admins grant partner view. Its admins
 * and its partner may withdraw it (a partner may always give up looking). Throws 403 otherwise.
 */
export function checkViewPermissionChange(caller: Caller, org: OrganizationRow, partnerView: boolean): void {
  if (isOwnAdmin(caller, org.cybrOrgId)) return;
  if (!partnerView && isPartnerOf(caller, org)) return;
  throw new AppError('FORBIDDEN', onlyAdminsGrant, [{ field: 'partnerView', message: onlyAdminsGrant }]);
}

export async function setPartnerView(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  partnerView: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(organizations).where(eq(organizations.cybrOrgId, cybrOrgId)).for('update');
    if (!current) throw notFound('Organization not found');
    if (current.partnerView === partnerView) return partnerView;
    await tx.update(organizations).set({ partnerView }).where(eq(organizations.cybrOrgId, cybrOrgId));
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'customer.view-permission',
      target: cybrOrgId,
      before: { partnerView: current.partnerView },
      after: { partnerView },
    });
    await publishCustomerEvents(tx, [eventFor(current, 'view-permission')]);
    return partnerView;
  });
}
