import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { retryAfterSeconds } from './error-handler.ts';

/**
 * For load balancers: /health says the process answers; /ready says it can serve (database
 * reachable, every migration applied, not shutting down). Neither needs a session.
 */
export function registerHealth(app: FastifyInstance, database: Database, isClosing: () => boolean): void {
  app.get('/health', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { rateLimit: false } }, async (request, reply) => {
    if (isClosing())
      return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ status: 'closing' });
    try {
      await database.ready();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ status: 'unavailable' });
    }
  });
}
