import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './http-client.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())));
});

async function serve(handler: http.RequestListener): Promise<{ base: string; connections: () => number }> {
  const server = http.createServer(handler);
  let connections = 0;
  server.on('connection', () => connections++);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

describe('the one-connection client', () => {
  it('answers with the status once the whole body has come, over one kept-alive connection, sending its headers', async () => {
    const seen: string[] = [];
    const { base, connections } = await serve((request, response) => {
      seen.push(`${request.url} ${request.headers.cookie}`);
      const body = 'x'.repeat(100_000);
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-length': body.length });
      // The body arrives in two parts, the second later: the answer is not complete before it.
      response.write(body.slice(0, 10));
      setTimeout(() => response.end(body.slice(10)), 50);
    });
    const connection = await connect(base, { cookie: 'sid=abc' });
    const start = performance.now();
    expect(await connection.get('/a?b=1')).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(45);
    expect(await connection.get('/missing')).toBe(404);
    connection.close();
    expect(seen).toEqual(['/a?b=1 sid=abc', '/missing sid=abc']);
    expect(connections()).toBe(1);
  });

  it('fails an answer it cannot measure the end of, rather than timing part of it', async () => {
    const { base } = await serve((_request, response) => {
      response.write('chunked');
      response.end();
    });
    const connection = await connect(base, {});
    await expect(connection.get('/')).rejects.toThrow(/content-length/);
  });

  it('fails a request whose server goes away, and says the connection is closed', async () => {
    const { base } = await serve((request) => request.socket.destroy());
    const connection = await connect(base, {});
    expect(connection.closed).toBe(false);
    await expect(connection.get('/')).rejects.toThrow(/closed/);
    expect(connection.closed).toBe(true);
    await expect(connection.get('/')).rejects.toThrow(/closed/);
  });

  it('says when the server has closed it for being idle', async () => {
    const { base } = await serve((_request, response) => response.end('{}'));
    const connection = await connect(base, {});
    expect(await connection.get('/')).toBe(200);
    servers[0]!.closeIdleConnections();
    await vi.waitFor(() => expect(connection.closed).toBe(true));
  });
});
