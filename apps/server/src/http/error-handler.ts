import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiBasePath, type ErrorBody } from '@portal/contracts';
import { AppError } from '../app-error.ts';
import { isDatabaseUnavailable, sqlState } from '../db/unavailable.ts';
import { reportRequestError } from './error-reporting.ts';
import { afterBodyArrives } from './request-body.ts';

export const retryAfterSeconds = 5;

// Fastify's own rejections get fixed wording: theirs can echo the URL or a header back.
const framework: Record<number, Pick<ErrorBody, 'code' | 'message'> & { field?: string }> = {
  400: { code: 'VALIDATION', message: 'The request is malformed', field: 'body' },
  404: { code: 'NOT_FOUND', message: 'No such endpoint' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large', field: 'body' },
  414: { code: 'URI_TOO_LONG', message: 'The address is too long' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json', field: 'body' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests; try again shortly' },
};

/** Maps any failure to the API's error body with the request id. Never a stack, SQL or internal message. */
export function errorReply(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, body: ErrorBody) =>
    reply
      .code(status)
      .type('application/json')
      .send({ ...body, requestId: request.id });
  if (error instanceof AppError) {
    if (error.code === 'UNAVAILABLE') reply.header('retry-after', String(retryAfterSeconds));
    return send(error.status, error.toBody());
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(retryAfterSeconds));
    return send(503, {
      code: 'UNAVAILABLE',
      message: 'The service is briefly unavailable; try again in a few seconds',
    });
  }
  const state = sqlState(error);
  // Backstops: the contract should have refused such input before it reached the database.
  if (state?.startsWith('22')) {
    request.log.warn({ err: error }, 'input reached the database unchecked');
    return send(400, { code: 'VALIDATION', message: 'Invalid input' });
  }
  if (state === '23505' || state === '40001') {
    return send(409, { code: 'CONFLICT', message: 'Someone else changed this at the same time; reload and try again' });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const known = framework[status];
  if (status >= 400 && status < 500) {
    const body = known ?? { code: 'VALIDATION' as const, message: 'The request is malformed' };
    const answer = () =>
      send(status, {
        code: body.code,
        message: body.message,
        ...(known?.field ? { fields: [{ field: known.field, message: body.message }] } : {}),
      });
    return status === 413 ? afterBodyArrives(request.raw).then(answer) : answer();
  }
  request.log.error({ err: error }, 'request failed');
  reportRequestError(error, request);
  return send(500, { code: 'INTERNAL', message: 'Something went wrong' });
}

/** For Fastify's frameworkErrors option: bad percent-encoding and over-long path parameters. */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return errorReply(new AppError('URI_TOO_LONG', framework[414]!.message), request, reply);
  return errorReply(
    new AppError('VALIDATION', 'The address is not validly encoded', [{ field: 'path', message: 'Invalid input' }]),
    request,
    reply,
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(errorReply);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(apiBasePath))
      return errorReply(new AppError('NOT_FOUND', framework[404]!.message), request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}

/** Requests Node could not even parse (malformed HTTP, oversized headers) still get our error shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({
    code: status === 408 ? 'REQUEST_TIMEOUT' : 'VALIDATION',
    message:
      status === 431
        ? 'The request headers are too large'
        : status === 408
          ? 'The request took too long to arrive'
          : 'The request is malformed',
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
