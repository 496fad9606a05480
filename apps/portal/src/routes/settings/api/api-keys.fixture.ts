// The part of the API the Settings → API page talks to, as a test server answers it: the signed-in
// partner admin and its keys, kept here so that a created, rotated or revoked key shows when the
// list is read again.
import type { ApiKey, ApiKeyCreateRequest } from '@portal/contracts';
import type { Handler, ReceivedRequest, Reply } from '../../../api/test-server.ts';
import { customer, partnerId } from '../../../test-support/caps-api.ts';

export { partnerId };

/** The signed-in partner admin the settings pages are shown to. */
export const signedIn = {
  cybrId: 'person-1',
  email: 'kari@nordicshield.example',
  fullName: 'Kari Nordmann',
  userRole: 'Partner',
  languageCode: 'en',
  organizationData: {
    ...customer(partnerId, 'Nordic Shield AS', []),
    isPistachioPartner: true,
    partnerCybrOrgId: null,
  },
};

// Midday UTC: the same calendar day in every time zone the tests may run in.
export const apiKey = (n: number, overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: `key-${n}`,
  name: `Key ${n}`,
  prefix: `ppk_000${n}abcd`,
  scopes: ['read'],
  createdBy: 'Kari Nordmann',
  createdAt: `2026-03-0${n}T12:00:00.000Z`,
  lastUsedAt: null,
  expiresAt: null,
  ...overrides,
});

/** A secret as the server makes it: the key's prefix and the rest. */
export const secretOf = (prefix: string) => `${prefix}${'x'.repeat(35)}`;

/** The key calls sent, as "METHOD path-after-api-keys", in order. */
export const keyCallsSent = (requests: readonly ReceivedRequest[]): string[] =>
  requests
    .filter((request) => request.url.includes('/api-keys') && request.method !== 'GET')
    .map((request) => `${request.method} ${request.url.split('/api-keys')[1] || '/'}`);

/**
 * Answers as the server would for `keys`. A create goes to `create` when given (to refuse it); by
 * default it is stored. `refuse` answers rotations and revocations instead of doing them.
 */
export function apiKeysApi(
  keys: ApiKey[],
  { create, refuse }: { create?: (body: ApiKeyCreateRequest) => Reply | null; refuse?: Reply } = {},
): Handler {
  let made = 0;
  return (request) => {
    const path = request.url.split('?')[0]!;
    if (path.endsWith('/users/me')) return { body: signedIn };
    const base = `/partners/${partnerId}/api-keys`;
    const at = path.indexOf(base);
    if (at < 0) return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    const rest = path.slice(at + base.length);
    if (request.method === 'GET' && rest === '') return { body: { data: keys } };
    if (request.method === 'POST' && rest === '') {
      const body = JSON.parse(request.body) as ApiKeyCreateRequest;
      const refused = create?.(body);
      if (refused) return refused;
      made += 1;
      const key = apiKey(made + 4, {
        id: `new-${made}`,
        name: body.name,
        scopes: body.scopes,
        expiresAt: body.expiresAt ?? null,
        prefix: `ppk_new${made}xyz`,
        createdAt: new Date().toISOString(),
      });
      keys.unshift(key);
      return { body: { key, secret: secretOf(key.prefix) } };
    }
    if (refuse) return refuse;
    const [, keyId, verb] = /^\/([^/]+)(\/rotate)?$/.exec(rest) ?? [];
    const index = keys.findIndex((key) => key.id === keyId);
    if (index < 0) return { status: 404, body: { code: 'NOT_FOUND', message: 'No such API key' } };
    if (request.method === 'DELETE') {
      keys.splice(index, 1);
      return { body: { ok: true } };
    }
    if (request.method === 'POST' && verb) {
      const key = { ...keys[index]!, prefix: `ppk_rot${index}xyz` };
      keys[index] = key;
      return { body: { key, secret: secretOf(key.prefix) } };
    }
    return { status: 405, body: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' } };
  };
}
