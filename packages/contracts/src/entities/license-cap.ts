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
  // The cap the editor saw (null: none set). When given and no longer current, the edit is stale
  // and refused with 409 instead of overwriting someone else's change.
  expectedLicenseCap: licenseCapValueSchema.nullable().optional(),
});
export type LicenseCapUpdateRequest = z.infer<typeof licenseCapUpdateRequestSchema>;
