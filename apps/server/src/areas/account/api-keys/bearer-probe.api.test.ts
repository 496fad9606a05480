import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopes, catalogue, keyScopes, type ApiKeyScope, type ApiKeyWithSecret } from '@portal/contracts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

// Every operation of the catalogue tried with API keys: the scope each needs, none that only a
// person may call, another partner's data answered as missing data, and a revoked key refused.
let t: TestApp;
let alpine: string;
let thames: string;
let cookie: string;
const origin = 'http://127.0.0.1:3000';
const keys = new Map<string, string>();

async function keyWith(scopes: readonly ApiKeyScope[]): Promise<string> {
  const name = scopes.join('+');
  if (keys.has(name)) return keys.get(name)!;
  const made = await t.app.inject({
    method: 'POST',
    url: api(`/api/v1/partners/${alpine}/api-keys`),
    headers: { cookie, origin },
    payload: { name, scopes },
  });
  const { secret } = made.json<ApiKeyWithSecret>();
  keys.set(name, secret);
  return secret;
}

beforeAll(async () => {
  t = await createTestApp();
  alpine = await t.orgId('Alpine Secure IT GmbH');
  thames = await t.orgId('Thames Cyber Partners Ltd');
  cookie = await t.cookieFor('reseller');
});
afterAll(() => t.close());

const operations = Object.entries(catalogue).map(([name, ep]) => ({ name, ep, scope: keyScopes.get(ep)! }));
/** The operation's path with every parameter filled: the organisation given, the rest placeholders. */
const pathOf = (path: string, org: string) =>
  api(path.replace('{cybrOrgId}', org).replace(/\{(\w+)\}/g, (_, param: string) => `probe-${param}`));
const call = (method: string, url: string, secret: string) =>
  t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${secret}` } });

describe('API keys against every operation', () => {
  it('every operation states the scope a key needs, or that only a person may call it', () => {
    for (const { name, scope } of operations) expect(['none', ...apiKeyScopes], name).toContain(scope);
    expect(operations.filter((o) => o.scope === 'none').map((o) => o.name)).toEqual(
      expect.arrayContaining(['login', 'logout', 'createApiKey', 'enterMode', 'platformJobs']),
    );
  });

  it('refuses with 403 every operation to a key without its scope, and every person-only one to any key', async () => {
    const all = await keyWith(apiKeyScopes);
    for (const { name, ep, scope } of operations) {
      const url = pathOf(ep.path, alpine);
      if (scope === 'none') {
        expect((await call(ep.method, url, all)).statusCode, name).toBe(403);
        continue;
      }
      const lacking = await keyWith(apiKeyScopes.filter((s) => s !== scope));
      const answer = await call(ep.method, url, lacking);
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json<{ message: string }>().message, name).toContain(scope);
    }
  });

  it("answers every read of another partner's organisation exactly as a missing one", async () => {
    const all = await keyWith(apiKeyScopes);
    const reads = operations.filter(
      (o) => o.ep.method === 'GET' && o.scope !== 'none' && /\{cybrOrgId\}/.test(o.ep.path),
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const { name, ep } of reads) {
      const [theirs, missing] = [
        await call('GET', pathOf(ep.path, thames), all),
        await call('GET', pathOf(ep.path, 'probe-missing-organisation'), all),
      ];
      const seen = (a: typeof theirs) => [
        a.statusCode,
        a.statusCode === 200 ? 'answered' : a.json<{ message?: string }>().message,
      ];
      expect(seen(theirs), name).toEqual(seen(missing));
      expect(theirs.statusCode, name).not.toBe(200);
    }
  });

  it('refuses a revoked key with 401 on every operation', async () => {
    const revoked = await t.app.inject({
      method: 'POST',
      url: api(`/api/v1/partners/${alpine}/api-keys`),
      headers: { cookie, origin },
      payload: { name: 'To revoke', scopes: apiKeyScopes },
    });
    const { key, secret } = revoked.json<ApiKeyWithSecret>();
    await t.app.inject({
      method: 'DELETE',
      url: api(`/api/v1/partners/${alpine}/api-keys/${key.id}`),
      headers: { cookie, origin },
    });
    for (const { name, ep } of operations)
      expect((await call(ep.method, pathOf(ep.path, alpine), secret)).statusCode, name).toBe(401);
  });
});
