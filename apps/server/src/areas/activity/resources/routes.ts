import type { FastifyInstance } from 'fastify';
import { addResource, maxResourceFileBytes, removeResource, resourceFile, resourceList } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../app-error.ts';
import { pageOf, rowsOnPage } from '../../../http/page.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { attachmentDisposition } from './file-types.ts';
import { requirePartnerOrStaff, requireStaff } from '../../../auth/platform-staff.ts';
import { addToLibrary, removeFromLibrary } from './library.ts';
import { findResourceFile, resourcePage } from './repo.ts';

// The largest upload's JSON: the file in base64 (4/3 of its size) and room for the other fields.
const uploadBodyLimit = Math.ceil(maxResourceFileBytes / 3) * 4 + 64 * 1024;

/** The resource library: partners read and download, platform staff add and remove. */
export function registerResourceRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const { db } = database;
  const options = { validateResponse: validateResponses };

  registerEndpoint(
    app,
    resourceList,
    async ({ query, request }) => {
      requirePartnerOrStaff(request);
      const { data, total } = await resourcePage(db, query, { offset: query.from, limit: rowsOnPage(query) });
      return pageOf(data, query, total);
    },
    options,
  );

  registerEndpoint(app, resourceFile, async ({ params, request, reply }) => {
    requirePartnerOrStaff(request);
    const file = await findResourceFile(db, params.resourceId);
    if (!file) throw notFound('Resource not found');
    return reply
      .headers({
        'content-type': file.contentType,
        'content-disposition': attachmentDisposition(file.fileName),
        'content-length': String(file.size),
        'x-checksum-sha256': file.checksum,
        // The API's own policy already forbids scripts; a file opened in the browser runs nothing either way.
        'cache-control': 'private, no-store',
      })
      .send(file.content);
  });

  registerEndpoint(
    app,
    addResource,
    async ({ body, request }) => {
      const caller = requireStaff(request);
      return addToLibrary(db, caller, body);
    },
    { ...options, bodyLimit: uploadBodyLimit },
  );

  registerEndpoint(
    app,
    removeResource,
    async ({ params, request }) => {
      const caller = requireStaff(request);
      await removeFromLibrary(db, caller, params.resourceId);
      return { ok: true as const };
    },
    options,
  );
}
