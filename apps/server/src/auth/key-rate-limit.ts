import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The IETF draft's names (RateLimit-Limit, -Remaining, -Reset), which API clients read; the
// portal's own route limits keep the X-RateLimit-* names browsers' code already knows.
const labels = {
  rateLimit: 'ratelimit-limit',
  rateRemaining: 'ratelimit-remaining',
  rateReset: 'ratelimit-reset',
  retryAfter: 'retry-after',
};
const all = Object.fromEntries(Object.values(labels).map((name) => [name, true]));

/**
 * Each API key's own limit, counted across processes in the shared store: every answer to a key
 * says how much of the minute is left, and a key over it gets 429 with Retry-After.
 */
export function keyRateLimiter(
  app: FastifyInstance,
  perMinute: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key ${request.caller!.apiKey!.id}`,
    // A busy key costs one statement per fiftieth of its limit, not one per request.
    reserveHits: Math.max(1, Math.floor(perMinute / 50)),
    labels,
    addHeaders: all,
    addHeadersOnExceeding: all,
  } as Parameters<FastifyInstance['rateLimit']>[0]) as (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
