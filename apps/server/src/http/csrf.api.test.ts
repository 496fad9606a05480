import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieFor('distributor');
});
afterAll(() => t.close());

const own = 'http://127.0.0.1:3000';
const writes = Object.entries(catalogue).filter(([, ep]) => ep.method !== 'GET');
const urlOf = (path: string) => api(path.replace(/\{\w+\}/g, 'x'));

const attempts: [string, Record<string, string>][] = [
  ['another origin', { origin: 'https://evil.example' }],
  ['a sibling origin on another port', { origin: 'http://127.0.0.1:4444' }],
  ['the opaque origin of a sandboxed page', { origin: 'null' }],
  ['a cross-site fetch even with our Origin', { origin: own, 'sec-fetch-site': 'cross-site' }],
  ['another site as referrer and no Origin', { referer: 'https://evil.example/page' }],
  ['neither Origin nor Referer', {}],
];

describe('cross-site writes are refused on every state-changing endpoint of the catalogue', () => {
  it('has writes to check', () => expect(writes.length).toBeGreaterThan(20));

  it.each(attempts)(
    'refuses a write from %s with 403 CROSS_SITE_REQUEST before doing anything',
    async (_what, headers) => {
      for (const [name, ep] of writes) {
        const response = await t.app.inject({
          method: ep.method,
          url: urlOf(ep.path),
          headers: { cookie, 'content-type': 'application/json', ...headers },
          payload: '{}',
        });
        expect(response.statusCode, name).toBe(403);
        expect(response.json().code, name).toBe('CROSS_SITE_REQUEST');
      }
      // The session survived every attempt: nothing was signed out.
      expect((await t.app.inject({ url: api('/api/v1/users/me'), headers: { cookie } })).statusCode).toBe(200);
    },
  );

  it("lets the portal's own pages write, by Origin or, without one, by Referer", async () => {
    const viaReferer = await t.app.inject({
      method: 'POST',
      url: api('/api/v1/logout'),
      headers: { cookie: await t.cookieFor('reseller'), referer: `${own}/partner/manage-customers` },
    });
    expect(viaReferer.statusCode).toBe(200);
    const viaOrigin = await t.app.inject({
      method: 'POST',
      url: api('/api/v1/logout'),
      headers: { cookie: await t.cookieFor('reseller'), origin: own, 'sec-fetch-site': 'same-origin' },
    });
    expect(viaOrigin.statusCode).toBe(200);
  });

  it("refuses a cross-site post to the identity provider's sign-in form (login CSRF)", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/abc/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.example&password=x',
    });
    expect(response.statusCode).toBe(403);
  });
});
