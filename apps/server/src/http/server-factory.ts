import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * Slow clients cannot hold connections: headers must arrive within 10 s and the whole request
 * within 30 s (Node checks every 2 s). Responses are not limited, so the event stream lives on.
 */
export function serverFactory(handler: RequestListener): Server {
  return createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000, keepAliveTimeout: 72_000 }, handler);
}
