import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportError } from '../monitoring/report-error.ts';
import {
  openEventStream,
  type EventSourceMessage,
  type EventStream,
  type EventStreamError,
  type EventStreamOptions,
  type EventStreamState,
} from './event-stream.ts';

// Only our own monitoring helper is replaced (to observe it); the SSE library runs for real.
vi.mock('../monitoring/report-error.ts', () => ({ reportError: vi.fn() }));

// fetch-event-source 2.0.1 calls window.setTimeout/clearTimeout (retry timer) and
// document.removeEventListener (in its dispose, even with openWhenHidden). Node has neither global,
// so this test (and only this test) provides the minimum.
beforeAll(() => {
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', { hidden: false, addEventListener() {}, removeEventListener() {} });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void;

/** A real SSE endpoint on 127.0.0.1; `handlers[i]` answers the i-th request (the last one repeats). */
class SseServer {
  readonly requests: IncomingMessage[] = [];
  readonly requestTimes: number[] = [];
  private server: Server;
  port = 0;

  constructor(private handlers: Handler[]) {
    this.server = createServer((req, res) => {
      const index = this.requests.length;
      this.requests.push(req);
      this.requestTimes.push(performance.now());
      const handler = this.handlers[Math.min(index, this.handlers.length - 1)]!;
      handler(req, res, index);
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/events`;
  }

  listen(port = 0): Promise<void> {
    return new Promise((resolve) =>
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      }),
    );
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const sseHeaders = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };

/** Sends the headers and the given messages, keeps the stream open. */
const stream =
  (...messages: string[]): Handler =>
  (_req, res) => {
    res.writeHead(200, sseHeaders);
    res.flushHeaders(); // so the client sees the answer even before the first message
    for (const message of messages) res.write(message);
  };

/** Sends the messages, then the server ends the stream. */
const streamThenEnd =
  (...messages: string[]): Handler =>
  (_req, res) => {
    res.writeHead(200, sseHeaders);
    for (const message of messages) res.write(message);
    res.end();
  };

const servers: SseServer[] = [];
const streams: EventStream[] = [];

async function startServer(...handlers: Handler[]): Promise<SseServer> {
  const server = new SseServer(handlers);
  servers.push(server);
  await server.listen();
  return server;
}

function open(url: string, options: Partial<EventStreamOptions> = {}) {
  const events: EventSourceMessage[] = [];
  const states: EventStreamState[] = [];
  const errors: EventStreamError[] = [];
  const handle = openEventStream(url, {
    onEvent: (event) => events.push(event),
    onStateChange: (state) => states.push(state),
    onError: (error) => errors.push(error),
    retryDelayMs: 100,
    ...options,
  });
  streams.push(handle);
  return { handle, events, states, errors };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  for (const handle of streams.splice(0)) handle.close();
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.mocked(reportError).mockClear();
});

describe('§4 event stream: open and deliver', () => {
  it('goes connecting → open and delivers the events the server sends', async () => {
    const server = await startServer(stream('id: 1\ndata: hello\n\n', 'event: update\ndata: {"a":1}\n\n'));
    const { handle, events, states } = open(server.url);
    expect(handle.state).toBe('connecting');

    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events[0]).toMatchObject({ id: '1', event: '', data: 'hello' });
    expect(events[1]).toMatchObject({ event: 'update', data: '{"a":1}' });
    expect(handle.state).toBe('open');
    expect(states).toEqual(['connecting', 'open']);
    expect(server.requests[0]!.headers.accept).toBe('text/event-stream');
  });

  it('§7 sends cookies (credentials: include) through the given fetch', async () => {
    const server = await startServer(stream());
    const inits: (RequestInit | undefined)[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      inits.push(init);
      return globalThis.fetch(input, init);
    };
    const { handle } = open(server.url, { fetch: recordingFetch });
    await vi.waitFor(() => expect(handle.state).toBe('open'));
    expect(inits[0]?.credentials).toBe('include');
  });
});

describe('§4 event stream: a bad answer is an error and closes', () => {
  it('204 closes without retry (one request only)', async () => {
    const server = await startServer((_req, res) => res.writeHead(204).end());
    const { handle, states, errors } = open(server.url);

    await vi.waitFor(() => expect(handle.state).toBe('closed'));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.status).toBe(204);
    await sleep(400); // four retry delays
    expect(server.requests).toHaveLength(1);
    expect(states).toEqual(['connecting', 'closed']);
  });

  it('500 is an error: closes, onError gets the status, no retry', async () => {
    const server = await startServer((_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('boom'));
    const { handle, states, errors } = open(server.url);

    await vi.waitFor(() => expect(handle.state).toBe('closed'));
    expect(errors.map((e) => [e.name, e.status])).toEqual([['EventStreamError', 500]]);
    await sleep(400);
    expect(server.requests).toHaveLength(1);
    expect(states).toEqual(['connecting', 'closed']);
  });

  it('a non-200 success (e.g. 202) with the right content type is also an error', async () => {
    const server = await startServer((_req, res) => res.writeHead(202, sseHeaders).end());
    const { handle, errors } = open(server.url);
    await vi.waitFor(() => expect(handle.state).toBe('closed'));
    expect(errors[0]!.status).toBe(202);
  });

  it('a wrong content type (200 application/json) is an error: closes, no retry', async () => {
    const server = await startServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    );
    const { handle, states, errors } = open(server.url);

    await vi.waitFor(() => expect(handle.state).toBe('closed'));
    expect(errors[0]!.contentType).toBe('application/json');
    await sleep(400);
    expect(server.requests).toHaveLength(1);
    expect(states).toEqual(['connecting', 'closed']);
  });

  it('accepts text/event-stream with parameters (charset)', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write('data: x\n\n');
    });
    const { events, handle } = open(server.url);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(handle.state).toBe('open');
  });
});

describe('§4/§9 event stream: stream end or network failure reconnects after the retry delay', () => {
  it('server ends the stream → connecting → a second request (with Last-Event-ID) → open again', async () => {
    const server = await startServer(streamThenEnd('id: e1\ndata: first\n\n'), stream('id: e2\ndata: second\n\n'));
    const { handle, events, states } = open(server.url);

    await vi.waitFor(() => expect(events.map((e) => e.data)).toEqual(['first', 'second']));
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers['last-event-id']).toBe('e1');
    expect(server.requestTimes[1]! - server.requestTimes[0]!).toBeGreaterThanOrEqual(90);
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open']);
    expect(handle.state).toBe('open');
  });

  it('the server dropping the connection mid-stream (socket destroyed) → reconnects', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, sseHeaders);
      res.write('data: before\n\n', () => setTimeout(() => res.socket?.destroy(), 20));
    }, stream('data: after\n\n'));
    const { events, states } = open(server.url);

    await vi.waitFor(() => expect(events.map((e) => e.data)).toEqual(['before', 'after']));
    expect(server.requests).toHaveLength(2);
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('the socket destroyed before any answer → reconnects', async () => {
    const server = await startServer((req) => req.socket.destroy(), stream('data: ok\n\n'));
    const { events, states } = open(server.url);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(server.requests).toHaveLength(2);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('connection refused → keeps retrying while connecting, opens once the server is up', async () => {
    const server = await startServer(stream('data: up\n\n'));
    const port = server.port;
    await server.close(); // nothing listens on the port now
    let attempts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      attempts++;
      return globalThis.fetch(input, init);
    };
    const { handle, events, states } = open(`http://127.0.0.1:${port}/events`, { fetch: countingFetch });

    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(3));
    expect(handle.state).toBe('connecting');
    expect(states).toEqual(['connecting']);

    const revived = new SseServer([stream('data: up\n\n')]);
    servers.push(revived);
    await revived.listen(port);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(states).toEqual(['connecting', 'open']);
  });

  it(
    'without a delay of its own, a stream that ends is opened again 3 s later (§9), not sooner',
    { timeout: 10_000 },
    async () => {
      const server = await startServer(streamThenEnd('data: 1\n\n'), stream('data: 2\n\n'));
      const { events } = open(server.url, { retryDelayMs: undefined });

      await vi.waitFor(() => expect(events).toHaveLength(2), { timeout: 5000 });
      // Measured on the server from the first request, which the stream's end (where the delay
      // starts) follows, so a busy machine cannot shorten it; 10 ms for a timer's early firing
      // against the clock (Node's timers count from the event loop's cached time).
      const gap = server.requestTimes[1]! - server.requestTimes[0]!;
      expect(gap).toBeGreaterThanOrEqual(2990);
      expect(gap).toBeLessThan(4000);
    },
  );
});

describe('§4 event stream: close()', () => {
  it('close() while open aborts the request and the state is closed', async () => {
    const server = await startServer(stream('data: x\n\n'));
    const { handle, states } = open(server.url);
    await vi.waitFor(() => expect(handle.state).toBe('open'));
    const aborted = new Promise<void>((resolve) => server.requests[0]!.on('close', () => resolve()));

    handle.close();
    expect(handle.state).toBe('closed');
    await aborted; // the server sees the connection go
    await sleep(300);
    expect(server.requests).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });

  it('close() while waiting to reconnect cancels the reconnect', async () => {
    const server = await startServer(streamThenEnd('data: once\n\n'));
    const states: EventStreamState[] = [];
    let wasOpen = false;
    const handle: EventStream = openEventStream(server.url, {
      onEvent: () => {},
      retryDelayMs: 100,
      onStateChange: (state) => {
        states.push(state);
        if (state === 'open') wasOpen = true;
        else if (state === 'connecting' && wasOpen) handle.close(); // waiting to reconnect after the end
      },
    });
    streams.push(handle);
    await vi.waitFor(() => expect(handle.state).toBe('closed'));
    await sleep(400);
    expect(server.requests).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'connecting', 'closed']);
  });

  it('close() from outside during the retry delay: no second request', async () => {
    const server = await startServer(streamThenEnd('data: once\n\n'));
    const { handle, states } = open(server.url, { retryDelayMs: 300 });
    await vi.waitFor(() => expect(states).toEqual(['connecting', 'open', 'connecting']));
    handle.close();
    await sleep(600);
    expect(server.requests).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'connecting', 'closed']);
  });

  it('close() while connection is refused stops the retries', async () => {
    const server = await startServer(stream());
    const port = server.port;
    await server.close();
    let attempts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      attempts++;
      return globalThis.fetch(input, init);
    };
    const { handle } = open(`http://127.0.0.1:${port}/events`, { fetch: countingFetch });
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(2));
    handle.close();
    const after = attempts;
    await sleep(400);
    expect(attempts).toBe(after);
    expect(handle.state).toBe('closed');
  });

  it('aborting the given signal closes the stream; an already aborted signal makes no request', async () => {
    const server = await startServer(stream());
    const controller = new AbortController();
    const { handle } = open(server.url, { signal: controller.signal });
    await vi.waitFor(() => expect(handle.state).toBe('open'));
    controller.abort();
    expect(handle.state).toBe('closed');

    const { handle: second, states } = open(server.url, { signal: AbortSignal.abort() });
    expect(second.state).toBe('closed');
    expect(states).toEqual(['connecting', 'closed']);
    await sleep(200);
    expect(server.requests).toHaveLength(1);
  });

  it('close() is idempotent and reports closed once', async () => {
    const server = await startServer(stream());
    const { handle, states } = open(server.url);
    await vi.waitFor(() => expect(handle.state).toBe('open'));
    handle.close();
    handle.close();
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });
});

describe('§4 event stream: a failing listener does not break the stream', () => {
  it('an exception in onEvent is reported (§1 component event-stream) and later events still arrive', async () => {
    const server = await startServer(stream('data: bad\n\n', 'data: good\n\n'));
    const seen: string[] = [];
    const failure = new Error('listener bug');
    const { handle } = open(server.url, {
      onEvent: (event) => {
        seen.push(event.data);
        if (event.data === 'bad') throw failure;
      },
    });
    await vi.waitFor(() => expect(seen).toEqual(['bad', 'good']));
    expect(handle.state).toBe('open');
    expect(server.requests).toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(failure, 'event-stream');
  });
});
