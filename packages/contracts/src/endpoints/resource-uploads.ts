import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okResponse } from './common.ts';
import { resourceIdParams } from './resources.ts';
import { languageCodeSchema } from '../entities/provider-enums.ts';
import { resourceKindSchema, resourceSchema } from '../entities/resource.ts';
import { maxLength, nonEmptyTextUpTo, tooLong } from '../rules/validation.ts';

// Platform staff's side of the resource library, apart from the partners' side (resources.ts) so
// the portal, which never uploads, does not carry it.

/** The files the library accepts, by the extension a file name ends in (docs/decisions/0049-resource-library.md). */
export const resourceFileExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'txt', 'csv', 'docx', 'pptx', 'xlsx'] as const;
export type ResourceFileExtension = (typeof resourceFileExtensions)[number];
const acceptedName = /\.(pdf|png|jpe?g|txt|csv|docx|pptx|xlsx)$/i;

/** The largest file the library takes: 5 MiB, comfortably above a brochure or a slide deck. */
export const maxResourceFileBytes = 5 * 1024 * 1024;
// Base64 text of the largest file: four characters for every three bytes, padded.
const maxContentLength = Math.ceil(maxResourceFileBytes / 3) * 4;

/** The upload, as JSON with the file in base64 (docs/decisions/0049-resource-library.md: why not multipart). */
export const newResourceSchema = z.object({
  title: nonEmptyTextUpTo(maxLength.name),
  description: z
    .string()
    .trim()
    .max(maxLength.shortText, { error: tooLong(maxLength.shortText) })
    .default(''),
  language: languageCodeSchema,
  kind: resourceKindSchema,
  // The name the file downloads under: no path, no control characters, an accepted extension.
  fileName: nonEmptyTextUpTo(maxLength.fileName)
    .refine((name) => !/[\\/\p{Cc}]/u.test(name), { error: 'A file name cannot hold / \\ or control characters' })
    .refine((name) => acceptedName.test(name), {
      error: `Accepted files: ${resourceFileExtensions.map((e) => `.${e}`).join(', ')}`,
    }),
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
