import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, type Endpoint } from '@portal/contracts';
import {
  ApiError,
  call,
  configureClient,
  MissingSchemaError,
  resolvePath,
  searchParams,
  setRequestContext,
  UnresolvedPathError,
} from './client.ts';
import { httpOptions } from './http.ts';
import { served, withTestServer } from './test-harness.ts';

const ctx = withTestServer();

const user = endpoint({
  method: 'GET',
  path: '/api/v1/users/{cybrId}',
  params: z.object({ cybrId: z.string() }),
  response: z.unknown(),
  summary: 'test',
});
const list = endpoint({
  method: 'GET',
  path: '/api/v1/organizations',
  query: z.record(z.string(), z.unknown()),
  response: z.unknown(),
  summary: 'test',
});
const feedback = endpoint({
  method: 'POST',
  path: '/api/v1/users/feedback',
  body: z.object({ score: z.number() }),
  response: z.unknown(),
  summary: 'test',
});
const logout = endpoint({ method: 'POST', path: '/api/v1/logout', response: z.unknown(), summary: 'test' });
const report = endpoint({
  method: 'GET',
  path: '/api/v1/reports/file',
  response: z.instanceof(Blob),
  responseType: 'binary',
  summary: 'test',
});

describe('§5 path parameters', () => {
  it('§5: substitutes path parameters URI-encoded', async () => {
    await call(user, { params: { cybrId: 'a b/ç?' } });
    expect(ctx.server.requests.map((r) => r.url)).toEqual([served('/api/v1/users/a%20b%2F%C3%A7%3F')]);
  });

  it('§5: an unresolved placeholder throws before any request is made', async () => {
    await expect(call(user, {})).rejects.toThrow(UnresolvedPathError);
    await expect(call(user, { params: { cybrId: null as unknown as string } })).rejects.toThrow(
      'Unresolved path parameter {cybrId}',
    );
    const empty = endpoint({ method: 'GET', path: '/api/v1/users/{}', response: z.unknown(), summary: 'test' });
    await expect(call(empty)).rejects.toThrow('Unresolved path parameter {} in /api/v1/users/{}');
    expect(ctx.server.requests).toHaveLength(0);
  });

  it('§5: resolvePath leaves no placeholder and keeps literal text', () => {
    expect(resolvePath('/a/{x}/b/{y}', { x: 1, y: 'z' })).toBe('/a/1/b/z');
    expect(() => resolvePath('/a/{x}', { x: '' })).toThrow(UnresolvedPathError);
    expect(() => resolvePath('/a/{x}/{y-z}', { x: 1 })).toThrow('{y-z}');
  });
});

describe('§5 search parameters', () => {
  it('§5: search parameters with null (and undefined) values are dropped', async () => {
    await call(list, { query: { from: 0, search: null, filter: undefined, approvedOnly: false, sortBy: 'status' } });
    expect(ctx.server.requests[0]?.url).toBe(served('/api/v1/organizations?from=0&approvedOnly=false&sortBy=status'));
  });

  it('§5: a query with only null values sends no query string', async () => {
    await call(list, { query: { search: null } });
    expect(ctx.server.requests[0]?.url).toBe(served('/api/v1/organizations'));
    expect(searchParams({ a: null, b: undefined, c: '' }).toString()).toBe('c=');
  });
});

describe('§7 request basics', () => {
  it('§7: requests go below the base path /app/baloo-router-api and send cookies (credentials include)', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    try {
      await call(user, { params: { cybrId: 'u1' } });
      const [request] = fetched.mock.calls[0]!;
      expect(request).toBeInstanceOf(Request);
      expect((request as Request).credentials).toBe('include');
    } finally {
      fetched.mockRestore();
    }
    expect(ctx.server.requests.map((r) => r.url)).toEqual(['/app/baloo-router-api/api/v1/users/u1']);
    // In the browser the API is on the page's own origin: the same path, without an origin.
    configureClient({ origin: undefined });
    expect(httpOptions().prefix).toBe('/app/baloo-router-api');
  });

  it('§7: JSON headers: accept on every request, content-type when a body is sent', async () => {
    await call(user, { params: { cybrId: 'u1' } });
    await call(feedback, { body: { score: 5 } });
    await call(logout);
    const [get, post, bare] = ctx.server.requests;
    expect(get?.headers.accept).toBe('application/json');
    expect(get?.headers['content-type']).toBeUndefined();
    expect(post?.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });
    expect(JSON.parse(post?.body ?? '')).toEqual({ score: 5 });
    expect(bare?.headers['content-type']).toBeUndefined();
  });

  it('§7: optional session, ghost and server-context headers are sent only when set', async () => {
    await call(logout);
    setRequestContext({ sessionId: 's-1', ghost: true, serverContext: 'ctx-9' });
    await call(logout);
    setRequestContext({ sessionId: 's-2', ghost: false });
    await call(logout);
    const [none, all, some] = ctx.server.requests.map((r) => r.headers);
    expect(none).not.toHaveProperty('x-session-id');
    expect(none).not.toHaveProperty('x-ghost-mode');
    expect(none).not.toHaveProperty('x-server-context');
    expect(all).toMatchObject({ 'x-session-id': 's-1', 'x-ghost-mode': 'true', 'x-server-context': 'ctx-9' });
    expect(some).toMatchObject({ 'x-session-id': 's-2' });
    expect(some).not.toHaveProperty('x-ghost-mode');
  });

  it("a call's own headers are sent with it only, and cannot replace the client's headers", async () => {
    setRequestContext({ sessionId: 's-1' });
    await call(feedback, {
      body: { score: 1 },
      headers: { 'Idempotency-Key': 'k-1', Accept: 'text/html', 'x-session-id': 'forged' },
    });
    await call(feedback, { body: { score: 2 } });
    const [withKey, without] = ctx.server.requests.map((r) => r.headers);
    expect(withKey).toMatchObject({ 'idempotency-key': 'k-1', accept: 'application/json', 'x-session-id': 's-1' });
    expect(without).not.toHaveProperty('idempotency-key');
  });

  it('GETs with different headers of their own are not served from one cached response', async () => {
    ctx.server.reset((r) => ({ body: { key: r.headers['x-variant'] ?? null } }));
    await expect(call(user, { params: { cybrId: 'u' }, headers: { 'x-variant': 'a' } })).resolves.toEqual({ key: 'a' });
    await expect(call(user, { params: { cybrId: 'u' }, headers: { 'x-variant': 'b' } })).resolves.toEqual({ key: 'b' });
    expect(ctx.server.requests).toHaveLength(2);
  });

  it('§7: binary endpoints return a Blob', async () => {
    ctx.server.reset(() => ({ headers: { 'content-type': 'application/pdf' }, body: Buffer.from('%PDF-1.7') }));
    const file = await call(report);
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('§7: JSON responses are parsed; an empty body resolves to undefined', async () => {
    ctx.server.reset((_r, i) => (i === 0 ? { body: { link: 'https://x' } } : { status: 204 }));
    await expect(call(user, { params: { cybrId: 'u' } })).resolves.toEqual({ link: 'https://x' });
    await expect(call(logout)).resolves.toBeUndefined();
  });
});

describe('§8 errors', () => {
  it("§8: an HTTP error is an ApiError 'Request failed with status code 404' with the error body", async () => {
    const body = { code: 'NOT_FOUND', message: 'No such user' };
    ctx.server.reset(() => ({ status: 404, body }));
    const error = await call(user, { params: { cybrId: 'nobody' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Request failed with status code 404', status: 404, body, data: body });
    expect(ctx.server.requests).toHaveLength(1);
  });

  it('§8: an error body outside the shared shape gives body null and keeps the raw data', async () => {
    ctx.server.reset(() => ({ status: 400, headers: { 'content-type': 'text/plain' }, body: 'bad' }));
    await expect(call(logout)).rejects.toMatchObject({
      message: 'Request failed with status code 400',
      body: null,
      data: 'bad',
    });
  });

  it('§8: an endpoint without a response schema fails before any request', async () => {
    const broken = { method: 'GET', path: '/api/v1/users/me', summary: 'test' } as unknown as Endpoint;
    await expect(call(broken)).rejects.toThrow(MissingSchemaError);
    await expect(call(broken)).rejects.toThrow('Missing endpoint schema for GET /api/v1/users/me');
    expect(ctx.server.requests).toHaveLength(0);
  });
});
