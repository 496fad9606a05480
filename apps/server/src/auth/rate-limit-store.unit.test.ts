import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** An app with one limited route (2 a minute) whose counters live in `query`. */
async function appWith(query: Database['query']): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore({ query } as Database) });
  registerErrorHandler(app);
  app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  return app;
}

describe('the database rate-limit store', () => {
  it('fails closed while the database is away: 503 with Retry-After, as any request needing it', async () => {
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const response = await (await appWith(() => Promise.reject(away))).inject({ url: '/limited' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('answers a client already over its limit from memory until its window ends', async () => {
    const keys: unknown[] = [];
    const limited = await appWith(async (_statement, values) => {
      keys.push(values[0]);
      return [{ current: 3, ttl: 42_000 } as never];
    });
    const first = await limited.inject({ url: '/limited' });
    const second = await limited.inject({ url: '/limited' });
    expect([first.statusCode, second.statusCode]).toEqual([429, 429]);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(40);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(42);
    expect(keys).toEqual(['GET /limited 127.0.0.1']);
  });

  it('refuses settings a fixed window in a row cannot keep', () => {
    const Store = databaseRateLimitStore({} as Database);
    expect(() => new Store({ continueExceeding: true })).toThrow(/continueExceeding/);
    expect(() => new Store({}).child({ exponentialBackoff: true, routeInfo: { method: 'GET', url: '/' } })).toThrow(
      /exponentialBackoff/,
    );
  });
});
