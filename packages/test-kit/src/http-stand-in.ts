import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type StandInHandler = (request: ReceivedRequest) => { status: number; body?: unknown } | 'stall';

/**
 * A real HTTP server on 127.0.0.1 for a provider the server calls (an SMS gateway, Microsoft Graph):
 * it keeps every request with its JSON body and answers what `handle` says, or never ('stall').
 */
export async function startHttpStandIn(handle: StandInHandler) {
  const received: ReceivedRequest[] = [];
  const stalled: ServerResponse[] = [];
  const state = { handle };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      received.push(request);
      const answer = state.handle(request);
      if (answer === 'stall') {
        stalled.push(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
