import pg from 'pg';
import type { Logger } from '../logger.ts';

/** What a subscriber hears: each NOTIFY payload, and when the subscription drops and returns. */
export interface Subscriber {
  message(payload: string): void;
  /** Messages may be missed from now until `up`: anything kept because of them must be dropped. */
  down?(): void;
  up?(): void;
}

const channelName = /^[a-z][a-z0-9_]{0,62}$/;
export function checkChannel(channel: string): string {
  if (!channelName.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

/**
 * One dedicated connection LISTENs for every channel of this process. When PostgreSQL goes away
 * it reconnects with backoff (at most 2 s apart, so a returning database is heard from quickly),
 * telling subscribers the subscription was down in between.
 */
export function postgresListener(connectionString: string, log: Logger) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let delay = 100;

  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);

  function schedule() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 2000);
  }

  function lost(lostClient: pg.Client, error?: Error) {
    if (client !== lostClient) return;
    client = null;
    if (!closed) log.warn({ err: error }, 'notification listener lost its connection; reconnecting');
    for (const s of everyone()) s.down?.();
    lostClient.end().catch(() => {});
    schedule();
  }

  async function connect() {
    if (closed || client || connecting) return;
    connecting = true;
    const candidate = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 3000 });
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    candidate.on('notification', (n) => {
      for (const s of subscribers.get(n.channel) ?? []) s.message(n.payload ?? '');
    });
    try {
      await candidate.connect();
      for (const channel of subscribers.keys()) await candidate.query(`LISTEN ${channel}`);
      client = candidate;
      delay = 100;
      for (const s of everyone()) s.up?.();
    } catch {
      candidate.removeAllListeners('end');
      candidate.on('error', () => {});
      candidate.end().catch(() => {});
      schedule();
    } finally {
      connecting = false;
    }
  }

  return {
    async listen(channel: string, subscriber: Subscriber): Promise<void> {
      checkChannel(channel);
      const fresh = !subscribers.has(channel);
      const set = subscribers.get(channel) ?? new Set();
      set.add(subscriber);
      subscribers.set(channel, set);
      if (!client) return connect();
      if (fresh) await client.query(`LISTEN ${channel}`);
      subscriber.up?.();
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
