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

// §3: the customer's verdict on a wall; '' means not yet flagged.
export const customerFlagSchema = z.enum(['relevant', 'irrelevant', 'ignore', '']);
export type CustomerFlag = z.infer<typeof customerFlagSchema>;

// §3 wall: a group of sieges about one user. user is that user's cybrId.
// Shape not in the spec: see docs/decisions.md
export const wallSchema = z.object({
  wallId: z.string().min(1),
  siegeIds: z.array(z.string().min(1)),
  firstSeen: timestamp,
  updated: timestamp,
  csvReady: z.boolean(),
  customerReady: z.boolean(),
  user: z.string().min(1),
});
export type Wall = z.infer<typeof wallSchema>;

// §7 wall approve or reject.
export const wallDecisionSchema = z.enum(['approve', 'reject']);
export type WallDecision = z.infer<typeof wallDecisionSchema>;

// Shape not in the spec: see docs/decisions.md
export const wallDecisionRequestSchema = z.object({ decision: wallDecisionSchema });
export type WallDecisionRequest = z.infer<typeof wallDecisionRequestSchema>;

// §7 wall flag: the customer's verdict; '' clears it.
// Shape not in the spec: see docs/decisions.md
export const wallFlagRequestSchema = z.object({ flag: customerFlagSchema });
export type WallFlagRequest = z.infer<typeof wallFlagRequestSchema>;

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
