import { randomBytes } from 'node:crypto';
import type { ApiKeyScope } from '@portal/contracts';
import type { Database } from '../db/client.ts';
import { InvalidatedCache } from '../db/invalidated-cache.ts';
import { statement } from '../db/statement.ts';
import type { Caller } from './caller-types.ts';
import { hashToken, sessionEventsChannel } from './sessions.ts';

/** Every process drops a key it holds when its id arrives here: a revocation or a rotation. */
export const apiKeyEventsChannel = 'api_key_events';

const tokenPrefix = 'ppk_';
// ppk_ and 43 base64url characters (32 random bytes); anything else is not worth a lookup.
const tokenShape = /^ppk_[A-Za-z0-9_-]{43}$/;
/** How many characters of a secret identify its key in lists and logs. */
const prefixLength = tokenPrefix.length + 8;
const lastUsedEveryMs = 60_000;

/** A new secret, its stored hash and the prefix shown beside its key. */
export function newApiKeySecret(): { secret: string; secretHash: string; prefix: string } {
  const secret = tokenPrefix + randomBytes(32).toString('base64url');
  return { secret, secretHash: hashToken(secret), prefix: secret.slice(0, prefixLength) };
}

export interface KeyCaller extends Caller {
  apiKey: { id: string; prefix: string; scopes: ApiKeyScope[] };
}

type KeyRow = Omit<KeyCaller, 'apiKey'> & { keyId: string; prefix: string; scopes: ApiKeyScope[] };

// The key acts as its partner: its organisation, and its creator as the one the audit log names.
const findKeyStatement = statement<KeyRow>(
  'api_key_find',
  `select k.id as "keyId", k.prefix, k.scopes, u.cybr_id as "cybrId", u.email, u.full_name as "fullName",
     'admin' as "userRole", u.language_code as "languageCode", k.cybr_org_id as "cybrOrgId",
     coalesce(o.is_pistachio_partner, false) as "isPartner", o.partner_cybr_org_id as "partnerCybrOrgId"
   from api_keys k
   join users u on u.cybr_id = k.created_by
   join organizations o on o.cybr_org_id = k.cybr_org_id
   where k.secret_hash = $1 and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())
     and o.status <> 'disabled'`,
);
const touchStatement = statement<never>('api_key_touch', 'update api_keys set last_used_at = now() where id = $1');

export type ApiKeyCallers = Awaited<ReturnType<typeof createApiKeyCallers>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The API key store, for whatever revokes or rotates keys. */
    apiKeyCallers: ApiKeyCallers;
  }
}

/**
 * Bearer keys to callers. A process may reuse a lookup for `cacheSeconds`, and drops it at once when
 * any process revokes or rotates the key (NOTIFY at commit), or changes its organisation.
 */
export async function createApiKeyCallers(database: Database, cacheSeconds: number) {
  const cache = new InvalidatedCache<KeyCaller>(cacheSeconds * 1000, 10_000);
  const lastTouched = new Map<string, number>();
  await database.listen(sessionEventsChannel, {
    message(payload) {
      if (payload === '*') cache.clear();
      else if (payload.startsWith('o:')) cache.invalidating().dropWhere((c) => c.cybrOrgId === payload.slice(2));
    },
  });

  async function touch(keyId: string, now: number): Promise<void> {
    if (now - (lastTouched.get(keyId) ?? 0) < lastUsedEveryMs) return;
    if (lastTouched.size > 10_000) lastTouched.clear();
    lastTouched.set(keyId, now);
    await database.query(touchStatement, [keyId]);
  }

  const forget = (keyId: string) => cache.invalidating().dropWhere((c) => c.apiKey.id === keyId);
  await database.listen(apiKeyEventsChannel, {
    message: forget,
    down: () => cache.disable(),
    up: () => cache.enable(),
  });

  return {
    /** Drops a key this process holds: after this process revoked or rotated it, before it answers. */
    forget,
    /** The caller a bearer token stands for, or null for anything that is not a live key. */
    async find(token: string): Promise<KeyCaller | null> {
      if (!tokenShape.test(token)) return null;
      const now = Date.now();
      const secretHash = hashToken(token);
      let caller = cache.get(secretHash, now);
      if (!caller) {
        const generation = cache.generation;
        const [row] = await database.query(findKeyStatement, [secretHash]);
        if (!row) return null;
        const { keyId, prefix, scopes, ...who } = row;
        caller = { ...who, apiKey: { id: keyId, prefix, scopes } };
        cache.set(secretHash, caller, generation, now);
      }
      await touch(caller.apiKey.id, now);
      return caller;
    },
  };
}
