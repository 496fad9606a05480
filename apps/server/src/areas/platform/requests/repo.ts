import { and, count, desc, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  organizations,
  platformContactRequests,
  platformContacts,
  platformLicenseRequests,
} from '../../../db/schema.ts';

/**
 * Runs `work` in one transaction holding a lock named for the sender, so requests sent at once are
 * counted one after the other and a limit holds across server processes.
 */
export function withSenderLock<T>(db: Db, sender: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platform-request:${sender}`}))`);
    return work(tx);
  });
}

export const contactsFromAddressSince = async (db: Db, clientAddress: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(platformContacts)
      .where(
        and(eq(platformContacts.clientAddress, clientAddress), gt(platformContacts.createdAt, since.toISOString())),
      )
  )[0]?.n ?? 0;

export const contactRequestsBySince = async (db: Db, cybrId: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(platformContactRequests)
      .where(
        and(eq(platformContactRequests.cybrId, cybrId), gt(platformContactRequests.createdAt, since.toISOString())),
      )
  )[0]?.n ?? 0;

export const licenseRequestsBySince = async (db: Db, cybrId: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(platformLicenseRequests)
      .where(
        and(eq(platformLicenseRequests.cybrId, cybrId), gt(platformLicenseRequests.createdAt, since.toISOString())),
      )
  )[0]?.n ?? 0;

export async function insertContact(db: Db, row: typeof platformContacts.$inferInsert): Promise<number> {
  const [stored] = await db.insert(platformContacts).values(row).returning({ id: platformContacts.id });
  return stored!.id;
}

export async function insertContactRequest(db: Db, row: typeof platformContactRequests.$inferInsert): Promise<number> {
  const [stored] = await db.insert(platformContactRequests).values(row).returning({ id: platformContactRequests.id });
  return stored!.id;
}

export async function insertLicenseRequest(db: Db, row: typeof platformLicenseRequests.$inferInsert): Promise<number> {
  const [stored] = await db.insert(platformLicenseRequests).values(row).returning({ id: platformLicenseRequests.id });
  return stored!.id;
}

const sentAt = (column: AnyColumn) => sql<string>`iso_utc(${column})`;
const forOrg = alias(organizations, 'for_org');
const byOrg = alias(organizations, 'by_org');

/** Contact forms, newest first; the id breaks ties so pages never overlap. */
export async function contactPage(db: Db, offset: number, limit: number) {
  const t = platformContacts;
  const [data, [counted]] = await Promise.all([
    db
      .select({
        id: t.id,
        name: t.name,
        email: t.email,
        company: t.company,
        message: t.message,
        clientAddress: t.clientAddress,
        signedIn: sql<boolean>`${t.cybrId} is not null`,
        sentAt: sentAt(t.createdAt),
      })
      .from(t)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(t),
  ]);
  return { data, total: counted?.total ?? 0 };
}

export async function contactRequestPage(db: Db, offset: number, limit: number) {
  const t = platformContactRequests;
  const [data, [counted]] = await Promise.all([
    db
      .select({
        id: t.id,
        organizationName: forOrg.organizationName,
        senderName: t.senderName,
        senderEmail: t.senderEmail,
        topic: t.topic,
        message: t.message,
        sentAt: sentAt(t.createdAt),
      })
      .from(t)
      .leftJoin(forOrg, eq(forOrg.cybrOrgId, t.cybrOrgId))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(t),
  ]);
  return { data, total: counted?.total ?? 0 };
}

export async function licenseRequestPage(db: Db, offset: number, limit: number) {
  const t = platformLicenseRequests;
  const [data, [counted]] = await Promise.all([
    db
      .select({
        id: t.id,
        organizationName: forOrg.organizationName,
        requestedBy: byOrg.organizationName,
        senderName: t.senderName,
        senderEmail: t.senderEmail,
        productType: t.productType,
        quantity: t.quantity,
        status: t.status,
        sentAt: sentAt(t.createdAt),
      })
      .from(t)
      .leftJoin(forOrg, eq(forOrg.cybrOrgId, t.cybrOrgId))
      .leftJoin(byOrg, eq(byOrg.cybrOrgId, t.requestedByOrgId))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(t),
  ]);
  return { data, total: counted?.total ?? 0 };
}
