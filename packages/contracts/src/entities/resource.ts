import { z } from 'zod';
import { languageCodeSchema } from './provider-enums.ts';

// The resource library (issue 11): sales and onboarding material that platform staff publish for
// every partner. The spec names no fields; see docs/decisions/0049-resource-library.md ("Resource library").
export const resourceKinds = ['sales', 'onboarding', 'marketing', 'technical'] as const;
export const resourceKindSchema = z.enum(resourceKinds);
export type ResourceKind = z.infer<typeof resourceKindSchema>;

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
