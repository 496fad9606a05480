import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portal/test-kit/server-process.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' }, port);
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens a connection, writes `first`, then one byte of `trickle` every 300 ms; resolves with what the server sent once it closes. */
function slowClient(first: string, trickle = ''): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let i = 0;
    const timer = setInterval(() => i < trickle.length && socket.write(trickle[i++]!), 300);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.on('error', () => {});
    socket.write(first);
  });
}

describe('slow clients cannot hold connections open', () => {
  it('closes a connection whose headers never finish', async () => {
    const answer = await slowClient(
      `GET ${api('/api/v1/users/me')} HTTP/1.1\r\nHost: x\r\n`,
      'X-Slow: '.padEnd(200, 'a'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it('closes a connection whose body trickles in', async () => {
    const answer = await slowClient(
      `POST ${api('/api/v1/logout')} HTTP/1.1\r\nHost: x\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`,
      '"a":"'.padEnd(400, 'b'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('REQUEST_TIMEOUT');
  }, 15_000);
});
