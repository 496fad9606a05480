import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam, okResponse } from './common.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { apiKeyCreateRequestSchema, apiKeySchema, apiKeyWithSecretSchema } from '../entities/api-key.ts';

// Settings → API (docs/decisions/0071-api-keys.md): a partner's admins manage its keys; a key cannot.
const keyParams = z.object({ cybrOrgId: idParam, keyId: idParam });

export const apiKeys = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/api-keys',
  params: cybrOrgIdParams,
  response: z.object({ data: z.array(apiKeySchema) }),
  summary: "The partner's API keys that are not revoked, newest first",
});

export const createApiKey = endpoint({
  method: 'POST',
  path: '/api/v1/partners/{cybrOrgId}/api-keys',
  params: cybrOrgIdParams,
  body: apiKeyCreateRequestSchema,
  response: apiKeyWithSecretSchema,
  summary: 'Creates an API key; the answer is the only time its secret is shown',
});

export const rotateApiKey = endpoint({
  method: 'POST',
  path: '/api/v1/partners/{cybrOrgId}/api-keys/{keyId}/rotate',
  params: keyParams,
  response: apiKeyWithSecretSchema,
  summary: 'Gives a key a new secret; the old one stops working at once',
});

export const revokeApiKey = endpoint({
  method: 'DELETE',
  path: '/api/v1/partners/{cybrOrgId}/api-keys/{keyId}',
  params: keyParams,
  response: okResponse,
  summary: 'Revokes an API key: every server process refuses it at once',
});
