import { z } from 'zod';

const timestamp = z.iso.datetime({ offset: true });

// §3 insider-threat detection models.
export const insiderThreatModelSchema = z.enum([
  'download-quantity',
  'download-sensitive',
  'time-of-use',
  'email-leakage',
]);
export type InsiderThreatModel = z.infer<typeof insiderThreatModelSchema>;

// The walls live in walls.ts (their own module, so that the portal can load them apart).
export {
  customerFlagSchema,
  wallSchema,
  wallDecisionSchema,
  wallDecisionRequestSchema,
  wallFlagRequestSchema,
  type CustomerFlag,
  type Wall,
  type WallDecision,
  type WallDecisionRequest,
  type WallFlagRequest,
} from './walls.ts';

// §3 data-source integration health. bucketName and serviceAccount are present
// once the bucket export is set up.
export const integrationHealthSchema = z.object({
  provider: z.enum(['github']),
  status: z.enum(['ok', 'failing']),
  startedAt: timestamp,
  updatedAt: timestamp,
  bucketName: z.string().min(1).optional(),
  serviceAccount: z.string().min(1).optional(),
});
export type IntegrationHealth = z.infer<typeof integrationHealthSchema>;
