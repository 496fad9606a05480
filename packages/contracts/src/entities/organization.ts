import { z } from 'zod';
import { extendedLicenseSchema } from './license.ts';

export const organizationStatusSchema = z.enum(['APPROVED', 'DISABLED', 'PARTNER', 'PENDING', 'TRIAL']);
export type OrganizationStatus = z.infer<typeof organizationStatusSchema>;

export const organizationProductSchema = z.enum(['SAT', 'ITD']);

export const organizationSchema = z.object({
  cybrOrgId: z.string(),
  organizationName: z.string(),
  country: z.string().nullable(),
  defaultLanguageCode: z.string(),
  isPistachioPartner: z.boolean(),
  partnerCybrOrgId: z.string().nullable(),
  partnerName: z.string().nullable(),
  partnerView: z.boolean(),
  status: organizationStatusSchema,
  syncStatus: z.string().nullable(),
  totalUsers: z.number().int().nonnegative(),
  logoUrl: z.string().nullable(),
  firstActiveDate: z.iso.datetime({ offset: true }).nullable(),
  syncDate: z.iso.datetime({ offset: true }).nullable(),
  products: z.array(organizationProductSchema),
  licenses: z.array(extendedLicenseSchema),
  // §5: domainPoolId is 1 to 5.
  domainPoolId: z.number().int().min(1).max(5),
});
export type Organization = z.infer<typeof organizationSchema>;
