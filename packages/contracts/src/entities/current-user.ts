import { z } from 'zod';
import { organizationSchema } from './organization.ts';

export const userRoleSchema = z.enum(['Developer', 'SuperAdmin', 'Admin', 'User', 'Partner']);
export type UserRole = z.infer<typeof userRoleSchema>;

// §3 current user: cybrId, languageCode, organizationData (with cybrOrgId).
// organizationData is null for a signed-in user who belongs to no organisation yet.
export const currentUserSchema = z.object({
  cybrId: z.string(),
  email: z.string(),
  fullName: z.string(),
  userRole: userRoleSchema,
  languageCode: z.string(),
  organizationData: organizationSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
