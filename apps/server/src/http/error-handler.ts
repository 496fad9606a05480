import type { FastifyError, FastifyInstance } from 'fastify';
import { apiBasePath } from '@portal/contracts';
import { AppError } from '../app-error.ts';

/** Maps every failure to the shared error body; never leaks a stack or SQL text. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(error.toBody());
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own rejections: malformed JSON, oversized body, unsupported media type.
      const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION';
      return reply.code(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(apiBasePath)) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such endpoint' });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
