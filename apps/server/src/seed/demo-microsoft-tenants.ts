import { eq, inArray } from 'drizzle-orm';
import { localTenantId } from '../auth/local-idp/tenant.ts';
import type { Db } from '../db/client.ts';
import { idpAccounts, microsoftTenants, organizations, users } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';

/**
 * Links those organisations to the tenants the built-in provider names for them, as connecting each
 * one's directory would; each demo account at the provider names its organisation, so its sign-ins
 * carry that same tenant.
 */
export async function seedDemoMicrosoftTenants(db: Db): Promise<void> {
  // Platform staff's organisation connects no directory; the partners' and the customer's have.
  const connected: string[] = [
    demoAccounts.distributor.email,
    demoAccounts.reseller.email,
    demoAccounts.reseller2.email,
    demoAccounts.customer.email,
  ];
  const people = await db
    .select({
      cybrId: users.cybrId,
      email: users.email,
      cybrOrgId: organizations.cybrOrgId,
      organizationName: organizations.organizationName,
      country: organizations.country,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.cybrOrgId, users.cybrOrgId))
    .where(
      inArray(
        users.email,
        Object.values(demoAccounts).map((a) => a.email),
      ),
    );
  await db.transaction(async (tx) => {
    for (const p of people)
      await tx
        .update(idpAccounts)
        .set({ organizationName: p.organizationName, country: p.country })
        .where(eq(idpAccounts.email, p.email));
    const links = people
      .filter((p) => connected.includes(p.email))
      .map((p) => ({ tenantId: localTenantId(p.organizationName), cybrOrgId: p.cybrOrgId, linkedBy: p.cybrId }));
    if (links.length > 0) await tx.insert(microsoftTenants).values(links);
  });
}
