import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** A raw event-stream reader over a real connection, for asserting exactly what a browser receives. */
export function openSse(url: string, headers: Record<string, string>) {
  const messages: SseMessage[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let ended = false;
  const notify = () => waiters.splice(0).forEach((w) => w());
  let destroy = () => {};
  const opened = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      res.setEncoding('utf8');
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        return;
      }
      resolve({ status: 200, headers: res.headers, body: '' });
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === '') message.comment = value;
            else (message as Record<string, string>)[field] = value;
          }
          messages.push(message);
        }
        notify();
      });
      res.on('close', () => {
        ended = true;
        notify();
      });
    });
    req.on('error', (error) => {
      ended = true;
      notify();
      reject(error);
    });
    destroy = () => req.destroy();
    req.end();
  });
  const client = {
    opened,
    messages,
    get ended() {
      return ended;
    },
    events: (name: string) => messages.filter((m) => m.event === name).map((m) => JSON.parse(m.data!) as unknown),
    abort: () => destroy(),
    /** Resolves once `check` holds, or rejects after `ms`. */
    async until(check: () => boolean, ms = 5000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!check()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`event stream: condition not met; received ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => (clearTimeout(timer), resolve()));
        });
      }
    },
  };
  return client;
}

/**
 * A client that follows a stream as the spec's §4 states say a browser does: connecting, open, and
 * back to connecting when the stream ends or the network fails, reconnecting after `retryMs` with the
 * Last-Event-ID it last received; a non-200 answer closes it for good. Collects every message of
 * every connection, and the states it went through.
 */
export function followSse(url: string, headers: Record<string, string>, retryMs = 3000) {
  const messages: SseMessage[] = [];
  const states: ('connecting' | 'open' | 'closed')[] = ['connecting'];
  let lastEventId: string | undefined;
  let current: ReturnType<typeof openSse> | undefined;
  let stopped = false;
  let connections = 0;
  const run = async () => {
    while (!stopped) {
      const connection = openSse(
        url,
        lastEventId === undefined ? headers : { ...headers, 'last-event-id': lastEventId },
      );
      current = connection;
      const answer = await connection.opened.catch(() => undefined);
      if (answer && answer.status !== 200) {
        states.push('closed');
        return;
      }
      if (answer) {
        connections++;
        states.push('open');
        let seen = 0;
        await connection.until(() => {
          for (; seen < connection.messages.length; seen++) {
            const message = connection.messages[seen]!;
            if (message.id !== undefined) lastEventId = message.id;
            messages.push(message);
          }
          return connection.ended || stopped;
        }, 24 * 3600_000);
      }
      if (stopped) break;
      states.push('connecting');
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
    states.push('closed');
  };
  const done = run();
  return {
    messages,
    states,
    get connections() {
      return connections;
    },
    events: (name: string) => messages.filter((m) => m.event === name),
    async close(): Promise<void> {
      stopped = true;
      current?.abort();
      await done;
    },
    /** Resolves once `check` holds, or rejects after `ms`. */
    async until(check: () => boolean, ms = 10_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`event stream: condition not met; states ${states.join(' → ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
