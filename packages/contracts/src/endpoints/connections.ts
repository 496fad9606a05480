import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okResponse } from './common.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { chatProviderSchema, crmProviderSchema } from '../entities/provider-enums.ts';

// §5 enums: chat (slack|teams), CRM (gong|hubspot) and the directory's auth provider (microsoft).
export const removableConnectionProviders = [...chatProviderSchema.options, ...crmProviderSchema.options] as const;
export const connectionProviderSchema = z.enum([...removableConnectionProviders, 'microsoft']);
export type ConnectionProvider = z.infer<typeof connectionProviderSchema>;

const personSchema = z.object({ cybrId: z.string(), fullName: z.string() });
const instant = z.iso.datetime({ offset: true });

export const connectionSchema = z.object({
  provider: connectionProviderSchema,
  kind: z.enum(['chat', 'crm', 'directory']),
  /** not-configured: this server has no OAuth client for the provider (docs/decisions/0050-chat-and-crm-connections.md: connections). */
  status: z.enum(['connected', 'not-connected', 'not-configured']),
  connectedAt: instant.nullable(),
  /** Null when nobody is named: not connected, or the person who connected has left. */
  connectedBy: personSchema.nullable(),
  /** The workspace or account name the provider gave, when it gave one. */
  externalName: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

// §3 syncStatus of the organisation; `on` with who started it and when (docs/decisions/0051-directory-connection-sync-and-microsoft-tenant.md: sync).
export const organizationSyncSchema = z.object({
  on: z.boolean(),
  syncStatus: z.string().nullable(),
  syncDate: instant.nullable(),
  startedAt: instant.nullable(),
  startedBy: personSchema.nullable(),
});
export type OrganizationSync = z.infer<typeof organizationSyncSchema>;

export const organizationConnections = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/connections',
  params: cybrOrgIdParams,
  response: z.object({ connections: z.array(connectionSchema), sync: organizationSyncSchema }),
  summary: "The organisation's chat, CRM and directory connections, and its directory sync",
});

export const removeConnection = endpoint({
  method: 'DELETE',
  path: '/api/v1/organizations/{cybrOrgId}/connections/{provider}',
  params: cybrOrgIdParams.extend({ provider: z.enum(removableConnectionProviders) }),
  response: okResponse,
  summary: 'Disconnects a chat workspace or a CRM',
});
