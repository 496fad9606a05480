import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Resource, ResourceKind } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { escapeLike } from '../../../db/like-pattern.ts';
import { resources } from '../../../db/schema.ts';

export interface ResourceFilters {
  search?: string | undefined;
  language?: string | undefined;
  kind?: ResourceKind | undefined;
  sortBy: 'createdAt' | 'title';
  order?: 'asc' | 'desc' | undefined;
}

export type StoredResource = Resource & { content: Buffer };

// Every column but the file itself: a list never reads the bytes.
const listed = {
  resourceId: resources.resourceId,
  title: resources.title,
  description: resources.description,
  language: resources.language,
  kind: resources.kind,
  fileName: resources.fileName,
  contentType: resources.contentType,
  size: resources.size,
  checksum: resources.checksum,
  createdAt: sql<string>`iso_utc(${resources.createdAt})`,
};

// The same expression the trigram index (migration 0016) is built on, so a search uses it.
const searchable = sql`(${resources.title} || ' ' || ${resources.description})`;

function matching(filters: ResourceFilters): SQL | undefined {
  return and(
    filters.search ? sql`${searchable} ilike ${`%${escapeLike(filters.search)}%`}` : undefined,
    filters.language ? eq(resources.language, filters.language) : undefined,
    filters.kind ? eq(resources.kind, filters.kind) : undefined,
  );
}

// Newest first unless asked otherwise; titles A to Z. The id ends every order, so equal titles or
// times never move between pages.
function ordering(filters: ResourceFilters): SQL[] {
  const direction = filters.order ?? (filters.sortBy === 'createdAt' ? 'desc' : 'asc');
  const by = direction === 'desc' ? desc : asc;
  const column = filters.sortBy === 'title' ? sql`lower(${resources.title})` : resources.createdAt;
  return [by(column), by(resources.resourceId)];
}

export async function resourcePage(
  db: Db,
  filters: ResourceFilters,
  rows: { offset: number; limit: number },
): Promise<{ data: Resource[]; total: number }> {
  const where = matching(filters);
  const [data, [counted]] = await Promise.all([
    db
      .select(listed)
      .from(resources)
      .where(where)
      .orderBy(...ordering(filters))
      .limit(rows.limit)
      .offset(rows.offset),
    db.select({ total: count() }).from(resources).where(where),
  ]);
  return { data: data as Resource[], total: counted?.total ?? 0 };
}

export async function findResourceFile(db: Db, resourceId: string): Promise<StoredResource | undefined> {
  const [row] = await db
    .select({ ...listed, content: resources.content })
    .from(resources)
    .where(eq(resources.resourceId, resourceId));
  return row as StoredResource | undefined;
}

export type ResourceInsert = typeof resources.$inferInsert;

export async function insertResource(db: Db, values: ResourceInsert): Promise<Resource> {
  const [row] = await db.insert(resources).values(values).returning(listed);
  return row as Resource;
}

/** Deletes one resource and answers what it was, or undefined when there was none. */
export async function deleteResource(db: Db, resourceId: string): Promise<Resource | undefined> {
  const [row] = await db.delete(resources).where(eq(resources.resourceId, resourceId)).returning(listed);
  return row as Resource | undefined;
}
