import { eq } from 'drizzle-orm';
import type { BillingInfo, Partner } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { partners } from '../../db/schema.ts';

export async function findPartner(db: Db, cybrOrgId: string): Promise<Partner | undefined> {
  const rows = await db.select().from(partners).where(eq(partners.cybrOrgId, cybrOrgId)).limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    cybrOrgId: row.cybrOrgId,
    acceptedTOSDate: row.acceptedTosDate === null ? null : new Date(row.acceptedTosDate).toISOString(),
    currency: row.currency as Partner['currency'],
    billingInfo: row.billingInfo as BillingInfo | null,
    hidePricing: row.hidePricing,
  };
}
