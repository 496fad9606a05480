import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { queryBoolean } from './query-params.ts';

export const authProviderSchema = z.enum(['microsoft']);

export const linkResponseSchema = z.object({ link: z.string() });

export const login = endpoint({
  method: 'GET',
  path: '/api/v1/login',
  query: z.object({
    'auth-provider': authProviderSchema,
    'popup-enabled': queryBoolean.optional(),
  }),
  response: linkResponseSchema,
  summary: 'Link that starts OpenID Connect sign-in',
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/v1/logout',
  response: z.object({ ok: z.literal(true) }),
  summary: 'Ends the session on the server',
});
