import { z } from 'zod';
import { productTypeSchema } from './license.ts';
import { idSchema, seatCountSchema } from '../rules/validation.ts';

// Shape not in the spec: see docs/decisions/0033-access-codes.md (code format)
export const accessCodeValueSchema = z.string().trim().min(1).max(64);

// §3 access code. issuer and partner are cybrOrgIds; expiration is null for a
// code that never expires. §4: redeemable and revoked are flags; transitions not shown.
export const accessCodeSchema = z.object({
  accessCode: accessCodeValueSchema,
  created: z.iso.datetime({ offset: true }),
  expiration: z.iso.datetime({ offset: true }).nullable(),
  issuer: z.string().min(1),
  licenses: seatCountSchema,
  partner: z.string().min(1).nullable(),
  product: productTypeSchema,
  redeemable: z.boolean(),
  revoked: z.boolean(),
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

// §7 POST /platform/access-codes: licenses, product, optional cybrOrgId (the issuing distributor;
// the caller's own organisation when absent), and when the code stops working (30 days when absent).
export const accessCodeCreateRequestSchema = z.object({
  licenses: seatCountSchema,
  product: productTypeSchema,
  cybrOrgId: idSchema.optional(),
  // At most 64 characters, as every timestamp the API takes.
  expiration: z.iso.datetime({ offset: true }).max(64).optional(),
});
export type AccessCodeCreateRequest = z.infer<typeof accessCodeCreateRequestSchema>;

// Revoking is the only change an issuer makes to a code (§4: transitions not shown; docs/decisions/0033-access-codes.md).
export const accessCodeRevokeRequestSchema = z.object({ revoked: z.literal(true) });
