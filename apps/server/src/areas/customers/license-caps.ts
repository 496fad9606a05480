import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductType } from '@portal/contracts';
import { AppError, invalidField } from '../../app-error.ts';
import type { Caller } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { licenses } from '../../db/schema.ts';
import { eventFor, publishCustomerEvents, recordAudit } from '../tenancy/index.ts';
import type { Placement, AuditEntry } from '../tenancy/index.ts';

export const noLicence = 'This customer has no licence for this product';

/** Why a cap may not be set over these seats in use, or null. §3: 0 means unlimited. */
export function capRefusal(licenseCap: number, issued: number): string | null {
  if (licenseCap === 0 || licenseCap >= issued) return null;
  return `The cap cannot be below the ${issued} seats in use`;
}

const capText = (cap: number | null) => (cap === null ? 'no cap' : cap === 0 ? 'unlimited' : String(cap));

const auditRow = (
  actor: Caller,
  cybrOrgId: string,
  productType: ProductType,
  before: number | null,
  after: number,
): AuditEntry => ({
  actorCybrId: actor.cybrId,
  cybrOrgId: actor.cybrOrgId,
  action: 'customer.license-cap',
  target: cybrOrgId,
  before: { productType, licenseCap: before },
  after: { productType, licenseCap: after },
});

/**
 * Sets one customer's cap for one product. The licence row is locked while the change is decided,
 * so two editors never interleave; `expected` (the cap the editor saw) makes a stale edit a 409.
 */
export async function setLicenseCap(
  db: Db,
  actor: Caller,
  child: Placement,
  change: { productType: ProductType; licenseCap: number; expectedLicenseCap?: number | null | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ issued: licenses.issued, licenseCap: licenses.licenseCap })
      .from(licenses)
      .where(and(eq(licenses.cybrOrgId, child.cybrOrgId), eq(licenses.productType, change.productType)))
      .for('update');
    if (!row) throw invalidField('productType', noLicence);
    if (change.expectedLicenseCap !== undefined && change.expectedLicenseCap !== row.licenseCap) {
      const message = `Someone else changed this cap since you opened it: it is now ${capText(row.licenseCap)}. Reload and try again`;
      throw new AppError('CONFLICT', message, [{ field: 'licenseCap', message }]);
    }
    const refusal = capRefusal(change.licenseCap, row.issued);
    if (refusal) throw invalidField('licenseCap', refusal);
    if (row.licenseCap === change.licenseCap) return;
    await tx
      .update(licenses)
      .set({ licenseCap: change.licenseCap })
      .where(and(eq(licenses.cybrOrgId, child.cybrOrgId), eq(licenses.productType, change.productType)));
    await recordAudit(tx, auditRow(actor, child.cybrOrgId, change.productType, row.licenseCap, change.licenseCap));
    await publishCustomerEvents(tx, [eventFor(child, 'caps')]);
  });
}

/**
 * The same cap on many customers, all or none: every licence row is locked (in id order, so two
 * bulk edits cannot deadlock) and checked before any is changed. Refusals name the customer's
 * position in the request (`childCybrOrgIds.<index>`). Answers how many caps changed.
 */
export async function setLicenseCaps(
  db: Db,
  actor: Caller,
  ids: readonly string[],
  placements: ReadonlyMap<string, Placement>,
  productType: ProductType,
  licenseCap: number,
): Promise<number> {
  const children = [...new Set(ids)].map((id) => placements.get(id)!);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ cybrOrgId: licenses.cybrOrgId, issued: licenses.issued, licenseCap: licenses.licenseCap })
      .from(licenses)
      .where(and(inArray(licenses.cybrOrgId, [...ids]), eq(licenses.productType, productType)))
      .orderBy(asc(licenses.cybrOrgId))
      .for('update');
    const current = new Map(rows.map((row) => [row.cybrOrgId, row]));
    const problems = ids.flatMap((id, index) => {
      const row = current.get(id);
      const message = row ? capRefusal(licenseCap, row.issued) : noLicence;
      return message ? [{ field: `childCybrOrgIds.${index}`, message }] : [];
    });
    if (problems.length > 0) {
      throw new AppError(
        'VALIDATION',
        `${problems.length} of ${ids.length} customers cannot take this cap; nothing was changed`,
        problems,
      );
    }
    const changed = children.filter((child) => current.get(child.cybrOrgId)!.licenseCap !== licenseCap);
    if (changed.length === 0) return 0;
    const changedIds = changed.map((child) => child.cybrOrgId);
    await tx
      .update(licenses)
      .set({ licenseCap })
      .where(and(inArray(licenses.cybrOrgId, changedIds), eq(licenses.productType, productType)));
    await recordAudit(
      tx,
      changed.map((child) =>
        auditRow(actor, child.cybrOrgId, productType, current.get(child.cybrOrgId)!.licenseCap, licenseCap),
      ),
    );
    await publishCustomerEvents(
      tx,
      changed.map((child) => eventFor(child, 'caps')),
    );
    return changed.length;
  });
}
