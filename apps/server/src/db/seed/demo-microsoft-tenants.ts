import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { microsoftTenants, users } from '../schema.ts';

/** The demo's Microsoft tenants, by the e-mail of the admin whose organisation each is. */
export const demoMicrosoftTenants: Record<string, string> = {
  'distributor@portal.example': '6f1c2a4e-0b7d-4e59-9a63-2d8c5b1e7a01',
  'reseller@portal.example': '6f1c2a4e-0b7d-4e59-9a63-2d8c5b1e7a02',
  'customer@portal.example': '6f1c2a4e-0b7d-4e59-9a63-2d8c5b1e7a03',
};

/** Links those organisations to their tenants, as connecting each one's directory would. */
export async function seedDemoMicrosoftTenants(db: Db): Promise<void> {
  const admins = await db.select({ cybrId: users.cybrId, cybrOrgId: users.cybrOrgId, email: users.email }).from(users).where(inArray(users.email, Object.keys(demoMicrosoftTenants)));
  const rows = admins.filter((a) => a.cybrOrgId).map((a) => ({ tenantId: demoMicrosoftTenants[a.email]!, cybrOrgId: a.cybrOrgId!, linkedBy: a.cybrId }));
  if (rows.length > 0) await db.insert(microsoftTenants).values(rows);
}
