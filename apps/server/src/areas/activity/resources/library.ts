import { createHash, randomUUID } from 'node:crypto';
import type { NewResource, Resource } from '@portal/contracts';
import { invalidField, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../tenancy/index.ts';
import { servedType } from './file-types.ts';
import { deleteResource, insertResource, resourcePage } from './repo.ts';

// What the audit log keeps of a resource: everything but the bytes, which the checksum stands for.
const audited = ({ title, language, kind, fileName, size, checksum }: Resource) => ({
  title,
  language,
  kind,
  fileName,
  size,
  checksum,
});

/** Adds a file to the library, with its audit entry in the same transaction. */
export async function addToLibrary(db: Db, actor: Caller, upload: Required<NewResource>): Promise<Resource> {
  const content = Buffer.from(upload.content, 'base64');
  const contentType = servedType(upload.fileName, content);
  if (!contentType)
    throw invalidField('content', 'The file’s content does not match its type; check the file and its name');
  return db.transaction(async (tx) => {
    const resource = await insertResource(tx, {
      resourceId: randomUUID(),
      title: upload.title,
      description: upload.description,
      language: upload.language,
      kind: upload.kind,
      fileName: upload.fileName,
      contentType,
      size: content.byteLength,
      checksum: createHash('sha256').update(content).digest('hex'),
      content,
      createdBy: actor.cybrId,
    });
    await recordAudit(tx, {
      actorCybrId: actor.cybrId,
      cybrOrgId: actor.cybrOrgId,
      action: 'resource.added',
      target: resource.resourceId,
      after: audited(resource),
    });
    return resource;
  });
}

/** Removes a resource, with its audit entry in the same transaction; an unknown id is a 404. */
export async function removeFromLibrary(db: Db, actor: Caller, resourceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteResource(tx, resourceId);
    if (!removed) throw notFound('Resource not found');
    await recordAudit(tx, {
      actorCybrId: actor.cybrId,
      cybrOrgId: actor.cybrOrgId,
      action: 'resource.removed',
      target: resourceId,
      before: audited(removed),
    });
  });
}

export const staffPageSize = 50;

/** The staff page's list: every resource, newest first. */
export function staffListing(db: Db, page: number): Promise<{ data: Resource[]; total: number }> {
  return resourcePage(db, { sortBy: 'createdAt' }, { offset: (page - 1) * staffPageSize, limit: staffPageSize });
}
