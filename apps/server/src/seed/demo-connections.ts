import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { connections, organizations, organizationSyncs, users } from '../db/schema.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/**
 * The demo partners' directory connections (each joined through its directory's consent), and the
 * demo distributor's directory sync, on for a year and last run yesterday. Chat and CRM connections
 * are not seeded: they need a real OAuth client, which the demo server does not have.
 */
export async function seedDemoConnections(db: Db, partnerEmails: readonly string[]): Promise<void> {
  const admins = await db
    .select({
      cybrId: users.cybrId,
      cybrOrgId: organizations.cybrOrgId,
      organizationName: organizations.organizationName,
      partnerCybrOrgId: organizations.partnerCybrOrgId,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.cybrOrgId, users.cybrOrgId))
    .where(inArray(users.email, [...partnerEmails]));
  if (admins.length === 0) return;
  await db.insert(connections).values(
    admins.map((admin, index) => ({
      cybrOrgId: admin.cybrOrgId!,
      provider: 'microsoft',
      kind: 'directory',
      connectedBy: admin.cybrId,
      connectedAt: daysAgo(400 - index * 100),
      externalName: admin.organizationName,
    })),
  );
  const distributor = admins.find((admin) => admin.partnerCybrOrgId === null);
  if (!distributor) return;
  await db
    .insert(organizationSyncs)
    .values({ cybrOrgId: distributor.cybrOrgId!, startedBy: distributor.cybrId, startedAt: daysAgo(365) });
  await db
    .update(organizations)
    .set({ syncStatus: 'synced', syncDate: daysAgo(1) })
    .where(eq(organizations.cybrOrgId, distributor.cybrOrgId!));
}
