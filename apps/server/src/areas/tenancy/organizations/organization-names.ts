import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations } from '../../../db/schema.ts';

/** The names of the organisations a page of rows mentions, in one query, so each row can name its customer. */
export async function organizationNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.cybrOrgId, name: organizations.organizationName })
    .from(organizations)
    .where(inArray(organizations.cybrOrgId, distinct));
  return new Map(rows.map((row) => [row.id, row.name]));
}
