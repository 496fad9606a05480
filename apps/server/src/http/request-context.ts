import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { apiBasePath } from '@portal/contracts';

export const requestIdHeader = 'x-request-id';
const acceptableId = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * A request id for every request: a trusted proxy's, when one is configured and sent a sane one
 * (so a request can be followed across both logs), otherwise our own.
 */
export function requestIdGenerator(trustProxyIds: boolean) {
  return (raw: IncomingMessage): string => {
    const incoming = trustProxyIds ? raw.headers[requestIdHeader] : undefined;
    return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
  };
}

/**
 * Every response carries its request id; API answers are never stored by browsers or proxies
 * (they hold one partner's data).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    if (request.url.startsWith(apiBasePath)) reply.header('cache-control', 'no-store');
    done();
  });
}
