import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { queryBoolean } from './query-params.ts';
import { idParam, linkResponseSchema, okResponse } from './common.ts';
import { chatProviderSchema, crmProviderSchema, languageCodeSchema } from '../entities/provider-enums.ts';
import { tokenResponseSchema } from '../entities/user.ts';
import { cybrOrgIdParams } from './organizations.ts';

export const authProviderSchema = z.enum(['microsoft']);

export const login = endpoint({
  method: 'GET',
  path: '/api/v1/login',
  query: z.object({
    'auth-provider': authProviderSchema,
    'popup-enabled': queryBoolean.optional(),
    // The portal's language, for the identity provider's pages and a new user's account.
    lang: languageCodeSchema.optional(),
  }),
  response: linkResponseSchema,
  summary: 'Link that starts OpenID Connect sign-in',
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/v1/logout',
  // endSessionUrl: where the browser goes next so the identity provider ends its session too
  // (RP-initiated logout); null when the provider offers no such endpoint.
  response: okResponse.extend({ endSessionUrl: z.string().nullable() }),
  summary: "Ends the session on the server; answers where to end the identity provider's session",
});

export const orgAuthorization = endpoint({
  method: 'GET',
  path: '/api/v1/org-authorization',
  query: z.object({
    'auth-provider': authProviderSchema,
    'popup-enabled': queryBoolean.optional(),
    partner: queryBoolean.optional(),
    // Comma-separated product list, e.g. SAT,ITD.
    products: z
      .string()
      .max(32)
      .regex(/^(SAT|ITD)(,(SAT|ITD))*$/)
      .optional(),
    // Which kind of partner the organisation signs up as (docs/decisions/0032-sign-up.md: sign-up).
    'partner-type': z.enum(['distributor', 'reseller']).optional(),
    lang: languageCodeSchema.optional(),
    // A partner renews its organisation's directory consent (docs/decisions/0051-directory-connection-sync-and-microsoft-tenant.md: connections).
    reconnect: queryBoolean.optional(),
  }),
  response: linkResponseSchema,
  summary: "Link that grants the platform access to an organisation's directory",
});

export const chatAuthorization = endpoint({
  method: 'GET',
  path: '/api/v1/chat-authorization',
  query: z.object({ 'chat-provider': chatProviderSchema, 'popup-enabled': queryBoolean.optional() }),
  response: linkResponseSchema,
  summary: 'Link that connects a chat workspace (Slack or Teams)',
});

export const crmAuthorization = endpoint({
  method: 'GET',
  path: '/api/v1/crm-authorization',
  query: z.object({ 'crm-provider': crmProviderSchema, 'popup-enabled': queryBoolean.optional() }),
  response: linkResponseSchema,
  summary: 'Link that connects a CRM (Gong or HubSpot)',
});

export const startOrganizationSync = endpoint({
  method: 'POST',
  path: '/api/v1/organizations/{cybrOrgId}/sync',
  params: cybrOrgIdParams,
  response: okResponse,
  summary: "Starts syncing the organisation's directory",
});

export const stopOrganizationSync = endpoint({
  method: 'DELETE',
  path: '/api/v1/organizations/{cybrOrgId}/sync',
  params: cybrOrgIdParams,
  response: okResponse,
  summary: "Stops syncing the organisation's directory",
});

export const providerTokens = endpoint({
  method: 'GET',
  path: '/api/v1/providers/microsoft/{tenantId}/tokens/{assertion}',
  params: z.object({ tenantId: idParam, assertion: z.string().min(1).max(4096) }),
  response: tokenResponseSchema,
  summary: 'Exchanges a Microsoft assertion for a platform token',
});
