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
