// Test helper: a real HTTP server on 127.0.0.1 that records every request it receives.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query as received, e.g. /app/baloo-router-api/api/v1/x?a=1 */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and buffers as they are. */
  body?: unknown;
  /** Never answer (time-out tests); the connection is destroyed by reset() or close(). */
  hang?: boolean;
}

/** Answers the n-th request (0-based) it receives. */
export type Handler = (request: ReceivedRequest, index: number) => Reply;

export interface TestServer {
  origin: string;
  requests: ReceivedRequest[];
  /** Replaces the handler and forgets the requests received so far. */
  reset(handler?: Handler): void;
  close(): Promise<void>;
}

const ok: Handler = () => ({ status: 200, body: { ok: true } });

function write(res: ServerResponse, reply: Reply): void {
  const { status = 200, body } = reply;
  // No keep-alive: each request gets its own connection, so tests never race a closing socket.
  const headers = { connection: 'close', ...reply.headers };
  if (body === undefined) {
    res.writeHead(status, headers).end();
  } else if (typeof body === 'string' || Buffer.isBuffer(body)) {
    res.writeHead(status, headers).end(body);
  } else {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = ok;
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      };
      requests.push(received);
      const reply = handler(received, requests.length - 1);
      if (reply.hang) hanging.add(res);
      else write(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    reset(next = ok) {
      handler = next;
      requests.length = 0;
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
