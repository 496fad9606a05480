import { z } from 'zod';
import { userRoleSchema } from './current-user.ts';
import { languageCodeSchema } from './provider-enums.ts';
import { emailSchema } from '../rules/validation.ts';

// §3: members lists show only these two of the five user roles.
export const memberRoleSchema = userRoleSchema.extract(['Admin', 'User']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const permissionRoleSchema = z.object({ entity: z.string().min(1), role: z.string().min(1) });
export type PermissionRole = z.infer<typeof permissionRoleSchema>;

// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const profilePhotoSchema = z.object({
  data: z.base64(),
  contentType: z.string().regex(/^image\/[\w.+-]+$/),
});
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

// §3 platform user. Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md (nullable
// jobTitle/phoneNumber, free-text status and labels, nullable profilePhoto).
export const platformUserSchema = z.object({
  cybrId: z.string().min(1),
  email: emailSchema,
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  languageCode: languageCodeSchema,
  phoneNumber: z.string().nullable(),
  labels: z.array(z.string()),
  processedLabels: z.array(z.string()),
  status: z.string(),
  userRole: userRoleSchema,
  permissionRoles: z.array(permissionRoleSchema),
  profilePhoto: profilePhotoSchema.nullable(),
  securityAwarenessLicense: z.boolean(),
  insiderThreatDetectionLicense: z.boolean(),
  latestContact: z.iso.datetime({ offset: true }).nullable(),
  latestAlert: z.iso.datetime({ offset: true }).nullable(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

// §3: preferred delivery method.
export const deliveryMethodSchema = z.enum(['slack', 'email', 'teams']);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const deliveryPreferenceSchema = z.object({ preferredDeliveryMethod: deliveryMethodSchema });
export type DeliveryPreference = z.infer<typeof deliveryPreferenceSchema>;

// §7 POST /users/feedback (score, text). Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const feedbackSchema = z.object({
  score: z.number().int().min(0).max(10),
  text: z.string().trim().max(5000),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// §3 token response. Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md (expiresIn in seconds)
export const tokenResponseSchema = z.object({
  expiresIn: z.number().int().positive(),
  token: z.string().min(1),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
