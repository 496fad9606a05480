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
});
export type Partner = z.infer<typeof partnerSchema>;
