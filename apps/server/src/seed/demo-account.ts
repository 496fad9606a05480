import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizationContacts, organizations, userDeliveryPreferences, users } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';

/**
 * Account settings of the demo partners: each has an account contact, the distributor has a
 * second admin (so one can be removed on the account page), and the demo partners' people have
 * chosen how they receive notifications.
 */
export async function seedAccountSettings(db: Db): Promise<void> {
  const people = await db
    .select({ cybrId: users.cybrId, email: users.email, cybrOrgId: users.cybrOrgId, fullName: users.fullName })
    .from(users)
    .where(
      inArray(users.email, [demoAccounts.distributor.email, demoAccounts.reseller.email, demoAccounts.reseller2.email]),
    );
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const distributor = byEmail.get(demoAccounts.distributor.email)!;
  const jobTitles: Record<string, string> = {
    [demoAccounts.distributor.email]: 'Channel Manager',
    [demoAccounts.reseller.email]: 'Geschäftsführer',
    [demoAccounts.reseller2.email]: 'Managing Director',
  };
  const phones: Record<string, string> = {
    [demoAccounts.distributor.email]: '+4722334455',
    [demoAccounts.reseller.email]: '+498912345678',
    [demoAccounts.reseller2.email]: '+442079460321',
  };
  await db.transaction(async (tx) => {
    await tx.insert(organizationContacts).values(
      people.map((p) => ({
        cybrOrgId: p.cybrOrgId!,
        name: p.fullName,
        email: p.email,
        phoneNumber: phones[p.email] ?? null,
        jobTitle: jobTitles[p.email] ?? null,
        updatedBy: p.cybrId,
      })),
    );
    await tx.insert(users).values({
      cybrId: randomUUID(),
      cybrOrgId: distributor.cybrOrgId,
      email: 'ola.berg@nordicshield.example',
      fullName: 'Ola Berg',
      jobTitle: 'Partner Success Lead',
      userRole: 'Admin',
      languageCode: 'no',
    });
    await tx
      .update(organizations)
      .set({ totalUsers: sql`${organizations.totalUsers} + 1` })
      .where(eq(organizations.cybrOrgId, distributor.cybrOrgId!));
    await tx.insert(userDeliveryPreferences).values([
      { cybrId: distributor.cybrId, preferredDeliveryMethod: 'teams' },
      { cybrId: byEmail.get(demoAccounts.reseller.email)!.cybrId, preferredDeliveryMethod: 'email' },
    ]);
  });
}
