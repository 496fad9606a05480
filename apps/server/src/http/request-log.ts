import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { apiBasePath } from '@portal/contracts';

// Authorisation codes and states travel in these query strings: the log keeps only the path.
const secretQueries = ['/oidc', `${apiBasePath}/api/v1/login/callback`];
// A Microsoft assertion travels in the path of the token exchange: the log keeps the path up to it.
const secretPath = /^(.*\/api\/v1\/providers\/[^/]+\/[^/]+\/tokens\/)[^?]*/;
export const loggedUrl = (url: string) => {
  const path = secretQueries.some((prefix) => url.startsWith(prefix)) ? url.split('?')[0]! : url;
  return path.replace(secretPath, '$1[assertion]');
};

const probes = new Set(['/health', '/ready']);

/**
 * One line per request, written when it is answered (not two, as by default): method, URL,
 * status, time and who asked, under the request id. Load-balancer probes only at debug.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.caller ? { cybrId: request.caller.cybrId } : {}),
      ...(error ? { err: error } : {}),
    };
    if (reply.statusCode >= 500) reply.log.error(line, 'request');
    else if (probes.has(request.url)) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}
