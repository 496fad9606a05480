import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from '../config.ts';

/**
 * Slow clients cannot hold connections: headers must arrive within 10 s and the whole request
 * within 30 s by default (checked every second). Responses are not limited, so the event stream lives on.
 */
export function serverFactory(timeouts: Config['timeouts']) {
  return (handler: RequestListener): Server =>
    createServer(
      {
        headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
        requestTimeout: timeouts.requestMs,
        connectionsCheckingInterval: 1_000,
        keepAliveTimeout: 72_000,
      },
      handler,
    );
}
