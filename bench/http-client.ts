// The one-connection timings' client. What they time is the server and the round trip: a request
// is one write of a few header lines and the answer is read by its content-length, the way
// autocannon reads it. Node's own http client spends about 0.2 ms of its own per request on this machine
// (docs/performance.md, "What it measures"), which a lean client such as autocannon, curl or
// a browser does not.
import net from 'node:net';

export interface Connection {
  /** Sends a GET for `path` and resolves with the answer's status once the whole body has arrived. */
  get(path: string): Promise<number>;
  /** True once either side has closed it, as a server does with a connection idle past its keep-alive timeout. */
  readonly closed: boolean;
  close(): void;
}

const headEnd = Buffer.from('\r\n\r\n');

/** One kept-alive HTTP/1.1 connection to `base` (http://host:port) sending `headers` with every request. */
export async function connect(base: string, headers: Record<string, string>): Promise<Connection> {
  const { hostname, port, host } = new URL(base);
  const fixedHeaders = Object.entries({ host, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const socket = net.connect(Number(port), hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  let waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;
  let received: Buffer = Buffer.alloc(0);
  // The request an answer or a failure belongs to, no longer waiting once taken.
  const take = () => {
    const w = waiting;
    waiting = null;
    return w;
  };
  const fail = (error: Error) => take()?.reject(error);
  socket.on('error', fail);
  socket.on('close', () => fail(new Error(`${base}: the connection closed`)));
  socket.on('data', (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const end = received.indexOf(headEnd);
    if (end < 0) return;
    const head = received.subarray(0, end).toString('latin1');
    const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!status || !length) {
      fail(new Error(`${base}: an answer without a status line or content-length: ${head.slice(0, 200)}`));
      socket.destroy();
      return;
    }
    const whole = end + headEnd.length + Number(length[1]);
    if (received.length < whole) return;
    received = received.subarray(whole);
    take()?.resolve(Number(status[1]));
  });

  return {
    get(path) {
      if (waiting) return Promise.reject(new Error(`${base}: one request at a time`));
      if (socket.destroyed) return Promise.reject(new Error(`${base}: the connection closed`));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`GET ${path} HTTP/1.1\r\n${fixedHeaders}\r\n`, 'latin1');
      });
    },
    get closed() {
      return socket.destroyed;
    },
    close: () => socket.destroy(),
  };
}
