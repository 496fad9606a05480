import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, type HttpMethod } from '@portal/contracts';
import { ApiError, call, configureClient, TimeoutError } from './client.ts';
import type { Reply } from './test-server.ts';
import { withTestServer } from './test-harness.ts';

const ctx = withTestServer();

const at = (method: HttpMethod) =>
  endpoint({
    method,
    path: '/api/v1/organizations/{cybrOrgId}',
    params: z.object({ cybrOrgId: z.string() }),
    response: z.unknown(),
    summary: 'test',
  });
const params = { cybrOrgId: 'org-1' };

/** Fails `failures` times with `reply`, then answers 200. */
const failThenOk = (failures: number, reply: Reply) => (_r: unknown, i: number) =>
  i < failures ? reply : { body: { ok: true } };
const gaps = () => ctx.server.requests.slice(1).map((r, i) => r.at - ctx.server.requests[i]!.at);

describe('§9 retry', () => {
  it('§9: GET failing with 503 is retried twice (3 requests), then fails', async () => {
    ctx.server.reset(() => ({ status: 503 }));
    await expect(call(at('GET'), { params })).rejects.toThrow('Request failed with status code 503');
    expect(ctx.server.requests).toHaveLength(3);
  });

  it('§9: delays are 0.3 × 2^(n-1) s: about 300 ms, then 600 ms (no jitter)', async () => {
    ctx.server.reset(() => ({ status: 503 }));
    await call(at('GET'), { params }).catch(() => undefined);
    const [first, second] = gaps();
    expect(first).toBeGreaterThanOrEqual(280);
    expect(first).toBeLessThan(500);
    expect(second).toBeGreaterThanOrEqual(580);
    expect(second).toBeLessThan(850);
  });

  it('§9: a retried request that then succeeds resolves normally', async () => {
    ctx.server.reset(failThenOk(1, { status: 500 }));
    await expect(call(at('GET'), { params })).resolves.toEqual({ ok: true });
    expect(ctx.server.requests).toHaveLength(2);
  });

  it.each(['PUT', 'DELETE'] as const)('§9: %s is retried on 502', async (method) => {
    ctx.server.reset(() => ({ status: 502 }));
    await expect(call(at(method), { params })).rejects.toBeInstanceOf(ApiError);
    expect(ctx.server.requests.map((r) => r.method)).toEqual([method, method, method]);
  });

  it.each(['POST', 'PATCH'] as const)('§9: %s failing with 503 is not retried', async (method) => {
    ctx.server.reset(() => ({ status: 503 }));
    await expect(call(at(method), { params })).rejects.toThrow('Request failed with status code 503');
    expect(ctx.server.requests).toHaveLength(1);
  });

  it('§9: every listed status is retried; others (400, 404, 501) are not', async () => {
    for (const status of [408, 413, 429, 500, 502, 503, 504]) {
      ctx.server.reset(failThenOk(1, { status }));
      // A distinct URL per status: an identical GET within 500 ms would be served from the cache.
      await expect(call(at('GET'), { params: { cybrOrgId: `org-${status}` } })).resolves.toEqual({ ok: true });
      expect(ctx.server.requests, `status ${status}`).toHaveLength(2);
    }
    for (const status of [400, 404, 501]) {
      ctx.server.reset(() => ({ status }));
      await expect(call(at('GET'), { params })).rejects.toMatchObject({ status });
      expect(ctx.server.requests, `status ${status}`).toHaveLength(1);
    }
  }, 15_000);

  it('§9: Retry-After: 1 is honoured for 429 (about 1 s instead of 300 ms)', async () => {
    ctx.server.reset(failThenOk(1, { status: 429, headers: { 'retry-after': '1' } }));
    await expect(call(at('GET'), { params })).resolves.toEqual({ ok: true });
    const [gap] = gaps();
    expect(gap).toBeGreaterThanOrEqual(950);
    expect(gap).toBeLessThan(1400);
  });

  it('§9: Retry-After as an HTTP date is honoured for 503', async () => {
    const date = () => new Date(Date.now() + 2000).toUTCString();
    ctx.server.reset(failThenOk(1, { status: 503, headers: { 'retry-after': date() } }));
    await expect(call(at('GET'), { params })).resolves.toEqual({ ok: true });
    const [gap] = gaps();
    // Second granularity: the date is 1–2 s ahead when the client reads it.
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(gap).toBeLessThan(2300);
  });

  it('§9: Retry-After is not honoured for 500 (the exponential delay applies)', async () => {
    ctx.server.reset(failThenOk(1, { status: 500, headers: { 'retry-after': '5' } }));
    await expect(call(at('GET'), { params })).resolves.toEqual({ ok: true });
    expect(gaps()[0]).toBeLessThan(500);
  });

  it('§9: 413 without Retry-After is retried on the exponential schedule', async () => {
    ctx.server.reset(() => ({ status: 413 }));
    await expect(call(at('GET'), { params })).rejects.toMatchObject({ status: 413 });
    expect(ctx.server.requests).toHaveLength(3);
    expect(gaps()[0]).toBeLessThan(500);
  });
});

describe('§9 time-out', () => {
  it("§9: a request that gets no answer fails with 'Request timed out' and is not retried", async () => {
    configureClient({ timeoutMs: 200 });
    ctx.server.reset(() => ({ hang: true }));
    const error = await call(at('GET'), { params }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ name: 'TimeoutError', message: 'Request timed out' });
    expect(ctx.server.requests).toHaveLength(1);
  });

  it('§9: without a time-out of its own, a request waits 60 s for its answer, not a moment less', async () => {
    ctx.server.reset(() => ({ hang: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const answer = call(at('GET'), { params })
        .catch((e: unknown) => e)
        .finally(() => (settled = true));
      // The time-out starts before the request is sent. (vi.waitFor would move the fake clock.)
      while (ctx.server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toBeInstanceOf(TimeoutError);
      expect(ctx.server.requests).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
