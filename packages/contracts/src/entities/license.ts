import { z } from 'zod';

// §1: standard is security awareness (sat), insider-threat-detection is itd.
export const productTypeSchema = z.enum(['standard', 'insider-threat-detection']);
export type ProductType = z.infer<typeof productTypeSchema>;

// §3 licence entry per product. licenseCap stays loose on the wire: the rule
// that reads it (rules/licenses.ts) treats a non-numeric cap as "no cap".
export const licenseSchema = z.object({
  productType: productTypeSchema,
  issued: z.number().int().nonnegative(),
  active: z.boolean(),
  licenseCap: z.unknown().optional(),
});
export type License = z.infer<typeof licenseSchema>;

export const extendedLicenseSchema = licenseSchema.extend({
  expiration: z.iso.datetime({ offset: true }).nullable().optional(),
  created: z.iso.datetime({ offset: true }).optional(),
  directLicenseCap: z.number().int().nonnegative().nullable().optional(),
});
export type ExtendedLicense = z.infer<typeof extendedLicenseSchema>;
