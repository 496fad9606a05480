import { z } from 'zod';
import { messages } from '../rules/validation.ts';

/**
 * What a key may do (docs/decisions/0071-api-keys.md): `read` the partner's data, `write` it, and
 * `billing`, which alone reaches pricing, subscriptions, invoices and billing details, reads and
 * writes. Scopes do not imply each other.
 */
export const apiKeyScopes = ['read', 'write', 'billing'] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** A key as its partner's admins see it: never its secret, which is shown once when made. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, which identify it in lists and logs. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyNameMax = 100;

export const apiKeyCreateRequestSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(apiKeyNameMax),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(apiKeyScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
  /** When the key stops working; absent, it works until revoked. Must lie in the future. */
  expiresAt: z.iso.datetime({ offset: true }).max(64).optional(),
});
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

/** The answer to creating or rotating a key: the only time its secret is sent. */
export const apiKeyWithSecretSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;
