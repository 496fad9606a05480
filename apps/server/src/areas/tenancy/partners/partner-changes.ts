import { eq, sql } from 'drizzle-orm';
import type { AuditAction } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { partners } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../app-error.ts';
import { recordAudit } from '../audit/repo.ts';

type PartnerRow = typeof partners.$inferSelect;
type Change = Partial<Pick<PartnerRow, 'currency' | 'acceptedTosDate' | 'tosVersion' | 'billingInfo'>>;

/**
 * Changes a partner record in one transaction with its audit row (who, what, before, after). The
 * row is locked while the change is decided, so two edits never interleave; `decide` may refuse.
 */
export async function changePartner(
  db: Db,
  actor: { cybrId: string },
  cybrOrgId: string,
  action: Extract<AuditAction, `partner.${string}`>,
  decide: (current: PartnerRow) => Change | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(partners).where(eq(partners.cybrOrgId, cybrOrgId)).for('update');
    if (!current) throw notFound('Partner not found');
    const change = decide(current);
    // Nothing to change (the same terms accepted again, say): nothing written.
    if (!change) return;
    await tx
      .update(partners)
      .set({ ...change, version: sql`${partners.version} + 1` })
      .where(eq(partners.cybrOrgId, cybrOrgId));
    const before = Object.fromEntries(Object.keys(change).map((key) => [key, current[key as keyof Change]]));
    await recordAudit(tx, { actorCybrId: actor.cybrId, cybrOrgId, action, target: cybrOrgId, before, after: change });
  });
}

export const stale = () =>
  new AppError('CONFLICT', 'Someone else changed these details since you opened them; reload and try again');
