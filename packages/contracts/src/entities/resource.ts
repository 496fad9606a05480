import { z } from 'zod';
import { languageCodeSchema } from './provider-enums.ts';

// The resource library (issue 11): sales and onboarding material that platform staff publish for
// every partner. The spec names no fields; see docs/decisions.md ("Resource library").
export const resourceKinds = ['sales', 'onboarding', 'marketing', 'technical'] as const;
export const resourceKindSchema = z.enum(resourceKinds);
export type ResourceKind = z.infer<typeof resourceKindSchema>;

/** The files the library accepts, by the extension a file name ends in, and what each is served as. */
export const resourceFileTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ResourceFileExtension = keyof typeof resourceFileTypes;

/** The largest file the library takes: 5 MiB, comfortably above a brochure or a slide deck. */
export const maxResourceFileBytes = 5 * 1024 * 1024;

export const resourceSchema = z.object({
  resourceId: z.string(),
  title: z.string(),
  description: z.string(),
  language: languageCodeSchema,
  kind: resourceKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** SHA-256 of the file, hex. */
  checksum: z.string(),
  createdAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
