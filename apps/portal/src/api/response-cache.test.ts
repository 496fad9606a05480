import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@portal/contracts';
import { call, clearResponseCache, setRequestContext, sweepResponseCache } from './client.ts';
import { cachedResponse, responseCacheSize, stopResponseCacheSweep } from './response-cache.ts';
import { sleep, withTestServer } from './test-harness.ts';

const ctx = withTestServer();

const orgs = endpoint({
  method: 'GET',
  path: '/api/v1/organizations',
  query: z.record(z.string(), z.unknown()),
  response: z.unknown(),
  summary: 'test',
});
const patchOrg = endpoint({
  method: 'PATCH',
  path: '/api/v1/organizations',
  body: z.unknown(),
  response: z.unknown(),
  summary: 'test',
});
const postOrg = endpoint({
  method: 'POST',
  path: '/api/v1/organizations',
  body: z.unknown(),
  response: z.unknown(),
  summary: 'test',
});
const hits = () => ctx.server.requests.length;
const counting = () => ctx.server.reset((_r, i) => ({ body: { n: i + 1 } }));

afterEach(() => {
  vi.useRealTimers();
});

describe('§9 response cache (500 ms)', () => {
  it('§9: two identical GETs at the same time share one request', async () => {
    counting();
    const [a, b] = await Promise.all([call(orgs, { query: { from: 0 } }), call(orgs, { query: { from: 0 } })]);
    expect(hits()).toBe(1);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
  });

  it('§9: an identical GET within 500 ms of the answer is served from the cache; after 500 ms it is fetched again', async () => {
    counting();
    await call(orgs, { query: { from: 0 } });
    await sleep(100);
    await expect(call(orgs, { query: { from: 0 } })).resolves.toEqual({ n: 1 });
    expect(hits()).toBe(1);
    await sleep(500);
    await expect(call(orgs, { query: { from: 0 } })).resolves.toEqual({ n: 2 });
    expect(hits()).toBe(2);
  });

  it('§9: a different query or context header is a different GET', async () => {
    counting();
    await call(orgs, { query: { from: 0 } });
    await call(orgs, { query: { from: 25 } });
    setRequestContext({ sessionId: 'other' });
    await call(orgs, { query: { from: 25 } });
    expect(hits()).toBe(3);
  });

  it('§9: a failed response is not cached', async () => {
    ctx.server.reset((_r, i) => (i === 0 ? { status: 404 } : { body: { ok: true } }));
    await expect(call(orgs)).rejects.toThrow('Request failed with status code 404');
    await expect(call(orgs)).resolves.toEqual({ ok: true });
    expect(hits()).toBe(2);
  });

  it.each([
    ['PATCH', patchOrg],
    ['POST', postOrg],
  ] as const)('§9: a %s is never cached and drops cached GETs', async (_name, mutation) => {
    counting();
    await call(orgs);
    await call(mutation, { body: { name: 'x' } });
    await call(mutation, { body: { name: 'x' } });
    await expect(call(orgs)).resolves.toEqual({ n: 4 });
    expect(ctx.server.requests.map((r) => r.method)).toEqual(['GET', mutation.method, mutation.method, 'GET']);
  });

  it('§9: one caller aborting does not cancel the shared request for the other', async () => {
    counting();
    const controller = new AbortController();
    const first = call(orgs, { signal: controller.signal });
    const second = call(orgs);
    controller.abort();
    await expect(first).rejects.toThrow();
    await expect(second).resolves.toEqual({ n: 1 });
    expect(hits()).toBe(1);
  });

  it('§9: when every caller has aborted, the shared request is aborted and dropped', async () => {
    ctx.server.reset(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = call(orgs, { signal: controller.signal });
    await sleep(50);
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
    expect(responseCacheSize()).toBe(0);
  });

  it('§9: clearResponseCache() forgets everything', async () => {
    counting();
    await call(orgs);
    clearResponseCache();
    await call(orgs);
    expect(hits()).toBe(2);
  });
});

describe('§9 response cache clean-up (30 s)', () => {
  it('§9: the sweep removes expired entries only', async () => {
    await call(orgs);
    expect(responseCacheSize()).toBe(1);
    expect(sweepResponseCache(Date.now() + 100)).toBe(0);
    expect(sweepResponseCache(Date.now() + 501)).toBe(1);
    expect(responseCacheSize()).toBe(0);
  });

  it('§9: the sweep runs every 30 s', async () => {
    stopResponseCacheSweep();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await cachedResponse('k', () => Promise.resolve('v'));
    expect(responseCacheSize()).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(responseCacheSize()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(responseCacheSize()).toBe(0);
    stopResponseCacheSweep();
  });
});
