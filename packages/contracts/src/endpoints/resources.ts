import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam } from './common.ts';
import { queryInt, sortOrderSchema } from './query-params.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { languageCodeSchema } from '../entities/provider-enums.ts';
import { resourceKindSchema, resourceSchema } from '../entities/resource.ts';

// Spec §2 lists /resources but §7 names no call for it: these are ours (docs/decisions/0049-resource-library.md).
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
