import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationContacts } from '../../db/schema.ts';

export type ContactRow = typeof organizationContacts.$inferSelect;
export type Contact = Pick<ContactRow, 'name' | 'email' | 'phoneNumber' | 'jobTitle'>;

const contactColumns = {
  name: organizationContacts.name,
  email: organizationContacts.email,
  phoneNumber: organizationContacts.phoneNumber,
  jobTitle: organizationContacts.jobTitle,
};

export async function findContact(db: Db, cybrOrgId: string): Promise<Contact | undefined> {
  const [row] = await db
    .select(contactColumns)
    .from(organizationContacts)
    .where(eq(organizationContacts.cybrOrgId, cybrOrgId));
  return row;
}

/** The stored contact, locked for the change about to be made. */
export async function lockContact(db: Db, cybrOrgId: string): Promise<Contact | undefined> {
  const [row] = await db
    .select(contactColumns)
    .from(organizationContacts)
    .where(eq(organizationContacts.cybrOrgId, cybrOrgId))
    .for('update');
  return row;
}

export async function upsertContact(db: Db, cybrOrgId: string, contact: Contact, updatedBy: string): Promise<void> {
  const values = { ...contact, updatedBy, updatedAt: new Date().toISOString() };
  await db
    .insert(organizationContacts)
    .values({ cybrOrgId, ...values })
    .onConflictDoUpdate({ target: organizationContacts.cybrOrgId, set: values });
}
