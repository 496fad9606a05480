import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizationTexts } from '../../../db/schema.ts';

/** The organisation's texts as a key → text map; an organisation with none answers {}. */
export async function textsOf(db: Db, cybrOrgId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: organizationTexts.key, text: organizationTexts.text })
    .from(organizationTexts)
    .where(eq(organizationTexts.cybrOrgId, cybrOrgId))
    .orderBy(asc(organizationTexts.key));
  return Object.fromEntries(rows.map((row) => [row.key, row.text]));
}
