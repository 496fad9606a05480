import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam, okResponse } from './common.ts';
import { queryInt, sortOrderSchema } from './query-params.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { languageCodeSchema } from '../entities/provider-enums.ts';
import { maxResourceFileBytes, resourceFileTypes, resourceKindSchema, resourceSchema } from '../entities/resource.ts';
import { maxLength, nonEmptyTextUpTo, tooLong } from '../rules/validation.ts';

// Spec §2 lists /resources but §7 names no call for it: these are ours (docs/decisions.md).
export const resourceSortSchema = z.enum(['createdAt', 'title']);
export const resourceSearchMaxLength = 100;

export const resourcesQuerySchema = z.object({
  from: queryInt(0, 1_000_000).default(0),
  to: queryInt(1, 1_000_100).default(25),
  search: z.string().trim().max(resourceSearchMaxLength).optional(),
  language: languageCodeSchema.optional(),
  kind: resourceKindSchema.optional(),
  sortBy: resourceSortSchema.default('createdAt'),
  order: sortOrderSchema.optional(),
});
export type ResourcesQuery = z.input<typeof resourcesQuerySchema>;

export const resourceList = endpoint({
  method: 'GET',
  path: '/api/v1/resources',
  query: resourcesQuerySchema,
  response: paginatedSchema(resourceSchema),
  summary: 'The resource library: search, filter by language and kind, a page at a time',
});

export const resourceIdParams = z.object({ resourceId: idParam });

export const resourceFile = endpoint({
  method: 'GET',
  path: '/api/v1/resources/{resourceId}/file',
  params: resourceIdParams,
  response: z.string(),
  responseType: 'binary',
  summary: 'One resource’s file, as an attachment with its content type',
});

const extensions = Object.keys(resourceFileTypes);
const extensionPattern = new RegExp(`\\.(${extensions.join('|')})$`, 'i');
// Base64 text of the largest file: four characters for every three bytes, padded.
const maxContentLength = Math.ceil(maxResourceFileBytes / 3) * 4;

/** The upload, as JSON with the file in base64 (docs/decisions.md: why not multipart). */
export const newResourceSchema = z.object({
  title: nonEmptyTextUpTo(maxLength.name),
  description: z.string().trim().max(maxLength.shortText, { error: tooLong(maxLength.shortText) }).default(''),
  language: languageCodeSchema,
  kind: resourceKindSchema,
  // The name the file downloads under: no path, no control characters, an accepted extension.
  fileName: nonEmptyTextUpTo(maxLength.fileName)
    .refine((name) => !/[\\/\p{Cc}]/u.test(name), { error: 'A file name cannot hold / \\ or control characters' })
    .refine((name) => extensionPattern.test(name), { error: `Accepted files: ${extensions.map((e) => `.${e}`).join(', ')}` }),
  content: z
    .base64({ error: 'The file must be sent in base64' })
    .min(4, { error: 'The file is empty' })
    .max(maxContentLength, { error: `The file may be at most ${maxResourceFileBytes / 1024 / 1024} MB` }),
});
export type NewResource = z.input<typeof newResourceSchema>;

export const addResource = endpoint({
  method: 'POST',
  path: '/api/v1/platform/resources',
  body: newResourceSchema,
  response: resourceSchema,
  summary: 'Platform staff: adds a file to the resource library',
});

export const removeResource = endpoint({
  method: 'DELETE',
  path: '/api/v1/platform/resources/{resourceId}',
  params: resourceIdParams,
  response: okResponse,
  summary: 'Platform staff: removes a resource from the library',
});
