import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieFor('distributor');
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';

describe('one error format everywhere', () => {
  it.each([
    ['bad percent-encoding', api('/api/v1/organizations/%FF'), 400, 'VALIDATION'],
    ['an id longer than any id', api(`/api/v1/organizations/${'x'.repeat(6000)}`), 414, 'URI_TOO_LONG'],
    ['an unknown API path', api('/api/v1/no-such-thing/%3Cscript%3E'), 404, 'NOT_FOUND'],
  ])('answers %s in the API error shape, without echoing the URL', async (_what, url, status, code) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body).toMatchObject({ code, message: expect.any(String), requestId: response.headers['x-request-id'] });
    expect(response.body).not.toContain('%FF');
    expect(response.body).not.toContain('xxxxxxxxxx');
    expect(response.body).not.toContain('script');
  });

  it('names an over-long id that still fits the URL as the field at fault', async () => {
    const response = await t.app.inject({ url: api(`/api/v1/organizations/${'x'.repeat(200)}`), headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('cybrOrgId');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"a":', 400, 'VALIDATION'],
    ['a body type the API does not take', 'text/xml', '<a/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a body over the size limit',
      'application/json',
      JSON.stringify({ a: 'x'.repeat(1_100_000) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s with its status, naming the body', async (_what, type, payload, status, code) => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/api/v1/logout'),
      headers: { cookie, origin, 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, fields: [{ field: 'body' }] });
    expect(response.body).not.toMatch(/Unexpected|position|FST_/);
  });
});

describe('every response', () => {
  it('carries a request id, also in the error body, and a fresh one per request', async () => {
    const a = await t.app.inject({ url: api('/api/v1/users/me') });
    const b = await t.app.inject({ url: api('/api/v1/users/me') });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.json().requestId).toBe(a.headers['x-request-id']);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('ignores a client-chosen request id unless a trusted proxy sends it', async () => {
    const response = await t.app.inject({
      url: api('/api/v1/users/me'),
      headers: { 'x-request-id': 'chosen-by-client-123' },
    });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-client-123');
  });

  it('keeps signed-in API answers out of every cache', async () => {
    const response = await t.app.inject({ url: api('/api/v1/users/me'), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the JSON-only security headers with API answers and no HSTS over http', async () => {
    const response = await t.app.inject({ url: api('/api/v1/users/me'), headers: { cookie } });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it('is sent when the portal is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
    try {
      const response = await secure.app.inject({ url: '/platform' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });
});

describe('health', () => {
  it('answers /health and /ready without a session', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});
