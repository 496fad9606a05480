import { z } from 'zod';

export const addressSchema = z.object({
  city: z.string(),
  country: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  postalCode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const billingInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  address: addressSchema,
  vatNumber: z.string().optional(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

// §3 partner record (v2).
export const partnerSchema = z.object({
  cybrOrgId: z.string(),
  acceptedTOSDate: z.iso.datetime({ offset: true }).nullable(),
  currency: z.enum(['eur', 'gbp', 'usd', 'nok']).nullable(),
  billingInfo: billingInfoSchema.nullable(),
  hidePricing: z.boolean(),
  // Not in the spec (docs/decisions/0032-sign-up.md: sign-up): which terms were accepted, the kind of partner
  // chosen at sign-up (so an unfinished sign-up resumes), and the record's version (a stale
  // billing edit is refused with 409 instead of overwriting).
  acceptedTOSVersion: z.string().nullable().optional(),
  signUpAs: z.enum(['distributor', 'reseller']).nullable().optional(),
  version: z.number().int().min(1).optional(),
  // Not in the spec: whether the stored billing info passes today's rules (entities/billing-details.ts),
  // answered by the server so that the root guard (§4 step 5) needs no format library in the browser.
  billingInfoValid: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;
