import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiKeyScope, ApiKeyWithSecret } from '@portal/contracts';
import { apiKeys, auditLog, licenses, organizations } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let alpine: string;
let thames: string;
let resellerCookie: string;
const origin = 'http://127.0.0.1:3000';

beforeAll(async () => {
  t = await createTestApp();
  alpine = await t.orgId('Alpine Secure IT GmbH');
  thames = await t.orgId('Thames Cyber Partners Ltd');
  resellerCookie = await t.cookieFor('reseller');
});
afterAll(() => t.close());

const keysUrl = (org = alpine) => api(`/api/v1/partners/${org}/api-keys`);
async function createKey(scopes: ApiKeyScope[], extra: Record<string, unknown> = {}): Promise<ApiKeyWithSecret> {
  const answer = await t.app.inject({
    method: 'POST',
    url: keysUrl(),
    headers: { cookie: resellerCookie, origin },
    payload: { name: `Script ${scopes.join('+')}`, scopes, ...extra },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<ApiKeyWithSecret>();
}
const withKey = (secret: string, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: api(url),
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });

async function alpineCustomer() {
  const [row] = await t.database.db
    .select({ cybrOrgId: licenses.cybrOrgId, issued: licenses.issued })
    .from(licenses)
    .innerJoin(organizations, eq(organizations.cybrOrgId, licenses.cybrOrgId))
    .where(and(eq(organizations.partnerCybrOrgId, alpine), eq(licenses.productType, 'standard')))
    .limit(1);
  return row!;
}

describe('API keys on Settings → API', () => {
  it('shows the secret once: the list, the table and the audit log hold only its prefix', async () => {
    const { key, secret } = await createKey(['read', 'write']);
    expect(secret).toMatch(/^ppk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({
      name: 'Script read+write',
      scopes: ['read', 'write'],
      lastUsedAt: null,
      expiresAt: null,
    });

    const list = await t.app.inject({ url: keysUrl(), headers: { cookie: resellerCookie } });
    expect(list.json<{ data: unknown[] }>().data).toContainEqual(key);
    expect(list.body).not.toContain(secret);
    const stored = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(key.prefix.length));
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.target, key.id));
    expect(audited.map((a) => a.action)).toEqual(['api-key.created']);
    expect(JSON.stringify(audited)).not.toContain(secret.slice(key.prefix.length));
  });

  it('refuses a name left empty, no scope, or an expiry in the past, naming the field', async () => {
    for (const [payload, field] of [
      [{ name: ' ', scopes: ['read'] }, 'name'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['read', 'read'] }, 'scopes'],
      [{ name: 'x', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: { cookie: resellerCookie, origin },
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ fields: { field: string }[] }>().fields[0]!.field).toBe(field);
    }
  });

  it("answers another partner's keys exactly as a partner that does not exist", async () => {
    const { key } = await createKey(['read']);
    const other = await t.cookieFor('reseller2');
    const theirs = await t.app.inject({ url: keysUrl(), headers: { cookie: other } });
    const missing = await t.app.inject({ url: keysUrl('no-such-partner'), headers: { cookie: other } });
    const seen = (a: typeof theirs) => [a.statusCode, a.json<{ code: string; message: string }>().message];
    expect(seen(theirs)).toEqual(seen(missing));
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(thames)}/${key.id}`,
      headers: { cookie: other, origin },
    });
    expect(revoke.statusCode).toBe(404);
  });
});

describe('a request with an API key', () => {
  it('acts as its partner with exactly its scopes, ignoring cookies and needing no Origin', async () => {
    const { secret } = await createKey(['read']);
    const list = await withKey(secret, 'GET', `/api/v1/partners/${alpine}/organizations?from=0&to=5`);
    expect(list.statusCode).toBe(200);
    // A session cookie of another partner beside the key changes nothing: the key is the caller,
    // and that partner's list answers as one that does not exist.
    const other = await t.cookieFor('reseller2');
    const mixed = await t.app.inject({
      url: api(`/api/v1/partners/${thames}/organizations?from=0&to=5`),
      headers: { authorization: `Bearer ${secret}`, cookie: other },
    });
    const missing = await withKey(secret, 'GET', `/api/v1/partners/no-such-partner/organizations?from=0&to=5`);
    expect(mixed.statusCode).toBe(missing.statusCode);
    expect(mixed.json<{ message: string }>().message).toBe(missing.json<{ message: string }>().message);
    const asThames = await t.app.inject({
      url: api(`/api/v1/partners/${thames}/organizations?from=0&to=5`),
      headers: { cookie: other },
    });
    expect(asThames.statusCode).toBe(200);

    const customer = await alpineCustomer();
    const write = await withKey(
      secret,
      'PATCH',
      `/api/v1/partners/${alpine}/organizations/${customer.cybrOrgId}/license-caps`,
      { productType: 'standard', licenseCap: customer.issued + 3 },
    );
    expect(write.statusCode).toBe(403);
    const billing = await withKey(secret, 'GET', `/api/v1/organizations/${alpine}/subscriptions`);
    expect(billing.statusCode).toBe(403);
  });

  it('with the write scope changes a cap without a browser Origin, audited as its creator', async () => {
    const { secret } = await createKey(['write']);
    const customer = await alpineCustomer();
    const write = await withKey(
      secret,
      'PATCH',
      `/api/v1/partners/${alpine}/organizations/${customer.cybrOrgId}/license-caps`,
      { productType: 'standard', licenseCap: customer.issued + 11 },
    );
    expect(write.statusCode).toBe(200);
    const [cap] = await t.database.db
      .select({ licenseCap: licenses.licenseCap })
      .from(licenses)
      .where(and(eq(licenses.cybrOrgId, customer.cybrOrgId), eq(licenses.productType, 'standard')));
    expect(cap!.licenseCap).toBe(customer.issued + 11);
    // The audit log names the key beside its creator; the partner sees both.
    const log = await t.app.inject({
      url: api(`/api/v1/partners/${alpine}/audit-log?from=0&to=5&action=customer.license-cap`),
      headers: { cookie: resellerCookie },
    });
    const [latest] = log.json<{ data: { actorName: string; apiKey: unknown; target: string }[] }>().data;
    expect(latest).toMatchObject({
      target: customer.cybrOrgId,
      actorName: expect.any(String) as string,
      apiKey: { name: 'Script write', prefix: secret.slice(0, 12) },
    });
  });

  it('reaches no operation only a signed-in person may call, and no other route', async () => {
    const { secret } = await createKey(['read', 'write', 'billing']);
    expect((await withKey(secret, 'POST', '/api/v1/logout')).statusCode).toBe(403);
    expect((await withKey(secret, 'GET', `/api/v1/partners/${alpine}/api-keys`)).statusCode).toBe(403);
    expect(
      (await withKey(secret, 'POST', `/api/v1/partners/${alpine}/api-keys`, { name: 'x', scopes: ['read'] }))
        .statusCode,
    ).toBe(403);
    expect((await withKey(secret, 'GET', '/api/v1/events')).statusCode).toBe(403);
    expect((await withKey(secret, 'GET', '/api/v1/platform/jobs')).statusCode).toBe(403);
    expect((await withKey(secret, 'GET', `/api/v1/organizations/${alpine}/subscriptions`)).statusCode).toBe(200);
  });

  it('is refused with 401 once revoked, rotated away or expired, and for anything that is not a key', async () => {
    const revoked = await createKey(['read']);
    const url = `/api/v1/partners/${alpine}/summary`;
    expect((await withKey(revoked.secret, 'GET', url)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl()}/${revoked.key.id}`,
      headers: { cookie: resellerCookie, origin },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await withKey(revoked.secret, 'GET', url)).statusCode).toBe(401);

    const rotated = await createKey(['read']);
    expect((await withKey(rotated.secret, 'GET', url)).statusCode).toBe(200);
    const rotate = await t.app.inject({
      method: 'POST',
      url: `${keysUrl()}/${rotated.key.id}/rotate`,
      headers: { cookie: resellerCookie, origin },
    });
    const fresh = rotate.json<ApiKeyWithSecret>();
    expect(fresh.key.id).toBe(rotated.key.id);
    expect((await withKey(rotated.secret, 'GET', url)).statusCode).toBe(401);
    expect((await withKey(fresh.secret, 'GET', url)).statusCode).toBe(200);

    const expiring = await createKey(['read'], { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(apiKeys.id, expiring.key.id));
    expect((await withKey(expiring.secret, 'GET', url)).statusCode).toBe(401);

    for (const nonsense of ['ppk_' + 'a'.repeat(43), 'not-a-key', ''])
      expect((await withKey(nonsense, 'GET', url)).statusCode).toBe(401);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.target, revoked.key.id));
    expect(audited.map((a) => a.action).sort()).toEqual(['api-key.created', 'api-key.revoked']);
  });

  it('shows when each key was last used', async () => {
    const { key, secret } = await createKey(['read']);
    await withKey(secret, 'GET', `/api/v1/partners/${alpine}/summary`);
    const list = await t.app.inject({ url: keysUrl(), headers: { cookie: resellerCookie } });
    const shown = list.json<{ data: { id: string; lastUsedAt: string | null }[] }>().data.find((k) => k.id === key.id);
    expect(shown!.lastUsedAt).not.toBeNull();
  });
});

describe("each key's own rate limit", () => {
  it('says what is left of the minute, then answers 429 with Retry-After, counting each key apart', async () => {
    const limited = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: '3' });
    try {
      const cookie = await limited.cookieFor('reseller');
      const own = await limited.orgId('Alpine Secure IT GmbH');
      const make = async () =>
        (
          await limited.app.inject({
            method: 'POST',
            url: keysUrl(own),
            headers: { cookie, origin },
            payload: { name: 'Busy script', scopes: ['read'] },
          })
        ).json<ApiKeyWithSecret>().secret;
      const [first, second] = [await make(), await make()];
      const call = (secret: string) =>
        limited.app.inject({
          url: api(`/api/v1/partners/${own}/summary`),
          headers: { authorization: `Bearer ${secret}` },
        });
      const answers = [await call(first), await call(first), await call(first), await call(first)];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
      expect(answers[0]!.headers['ratelimit-limit']).toBe('3');
      expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(answers[3]!.json<{ code: string }>().code).toBe('RATE_LIMITED');
      expect((await call(second)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
