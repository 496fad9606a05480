import { z } from 'zod';

// The walls of insider-threat detection, apart from the models and integration health beside them
// (insider-threat.ts, which re-exports these): a screen that reviews walls loads them with its own
// contracts, not with the API client every signed-in screen needs (apps/portal/vite.config.ts).

const timestamp = z.iso.datetime({ offset: true });

// §3: the customer's verdict on a wall; '' means not yet flagged.
export const customerFlagSchema = z.enum(['relevant', 'irrelevant', 'ignore', '']);
export type CustomerFlag = z.infer<typeof customerFlagSchema>;

// §3 wall: a group of sieges about one user. user is that user's cybrId.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
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

// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const wallDecisionRequestSchema = z.object({ decision: wallDecisionSchema });
export type WallDecisionRequest = z.infer<typeof wallDecisionRequestSchema>;

// §7 wall flag: the customer's verdict; '' clears it.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const wallFlagRequestSchema = z.object({ flag: customerFlagSchema });
export type WallFlagRequest = z.infer<typeof wallFlagRequestSchema>;
