import { z } from 'zod';
import { productTypeSchema } from './license.ts';
import { maxSeats, messages } from '../rules/validation.ts';

// §3: a cap of 0 means unlimited, so 0 is a valid value, not "no seats".
export const licenseCapValueSchema = z
  .number({ error: messages.invalid })
  .int(messages.invalid)
  .nonnegative(messages.invalid)
  .max(maxSeats, messages.invalid);

// §6 / §7 PATCH .../license-caps: a partner caps one product on a child organisation.
export const licenseCapUpdateRequestSchema = z.object({
  licenseCap: licenseCapValueSchema,
  productType: productTypeSchema,
});
export type LicenseCapUpdateRequest = z.infer<typeof licenseCapUpdateRequestSchema>;
