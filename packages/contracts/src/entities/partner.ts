import { z } from 'zod';
import { billingCountrySchema, emailSchema, maxLength, messages, tooLong } from '../rules/validation.ts';

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
  // Not in the spec (docs/decisions.md: sign-up): which terms were accepted, the kind of partner
  // chosen at sign-up (so an unfinished sign-up resumes), and the record's version (a stale
  // billing edit is refused with 409 instead of overwriting).
  acceptedTOSVersion: z.string().nullable().optional(),
  signUpAs: z.enum(['distributor', 'reseller']).nullable().optional(),
  version: z.number().int().min(1).optional(),
});
export type Partner = z.infer<typeof partnerSchema>;

// The billing gate (§4 step 5) and the billing form share these rules and §5 messages.
const upTo = (max: number) => ({ error: tooLong(max) });
export const billingInfoValidation = z.object({
  name: z.string({ error: messages.billingName }).trim().min(1, messages.billingName).max(maxLength.name, upTo(maxLength.name)),
  email: emailSchema,
  address: z.object({
    line1: z.string({ error: messages.addressLine1 }).trim().min(1, messages.addressLine1).max(maxLength.name, upTo(maxLength.name)),
    line2: z.string().max(maxLength.name, upTo(maxLength.name)).optional(),
    city: z.string({ error: messages.cityOrState }).trim().min(1, messages.cityOrState).max(maxLength.city, upTo(maxLength.city)),
    postalCode: z.string({ error: messages.postalCode }).trim().min(1, messages.postalCode).max(maxLength.postalCode, upTo(maxLength.postalCode)),
    country: billingCountrySchema,
  }),
  vatNumber: z.string().max(maxLength.vatNumber, upTo(maxLength.vatNumber)).optional(),
});
