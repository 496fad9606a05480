import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Spec §1: server errors are reported in production and stage only, tracing 5% of requests. Each app
// runs in a process of its own (error-reporting-app.fixture.ts) and reports to a local ingest.

type Item = { header: { type?: string }; payload: Record<string, unknown> };
type Envelope = { path: string; header: { trace?: Record<string, string> }; items: Item[]; raw: string };

interface SentryEvent {
  environment?: string;
  transaction?: string;
  tags?: Record<string, string>;
  request?: Record<string, unknown>;
  user?: unknown;
  breadcrumbs?: unknown;
  exception?: { values: { type?: string; value?: string }[] };
}

/** A stand-in for the error tracker's ingest endpoint: the SDK really posts its envelopes to it. */
class Ingest {
  readonly envelopes: Envelope[] = [];
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The SDK compresses large envelopes.
      const bytes = Buffer.concat(chunks);
      const body = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
      const [header, ...rest] = body.split('\n').filter((line) => line.length > 0);
      const items: Item[] = [];
      for (let i = 0; i + 1 < rest.length; i += 2) {
        items.push({ header: JSON.parse(rest[i]!), payload: JSON.parse(rest[i + 1]!) });
      }
      this.envelopes.push({ path: req.url ?? '', header: JSON.parse(header ?? '{}'), items, raw: body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://public@127.0.0.1:${(this.server.address() as AddressInfo).port}/1`;
  }

  /** Error events (traces and client reports left out). */
  get events(): SentryEvent[] {
    return this.envelopes.flatMap((e) =>
      e.items.filter((i) => i.header.type === 'event').map((i) => i.payload as SentryEvent),
    );
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'error-reporting-app.fixture.ts');

/** The app in its own process, configured with APP_ENV and SENTRY_DSN; `stop` ends it as SIGTERM does. */
async function startApp(env: { APP_ENV: string; SENTRY_DSN: string }) {
  const child = spawn(
    path.join(root, 'node_modules/.bin/node'),
    ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', fixture],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = await new Promise<{ port: number; reporting: boolean }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the app exited with ${code}:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${started.port}`,
    reporting: started.reporting,
    /** Resolves with the exit code once the app has closed and sent what was queued. */
    async stop(): Promise<number | null> {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

interface Setup {
  environment: string;
  ingest: Ingest;
  app?: Awaited<ReturnType<typeof startApp>>;
}
const production: Setup = { environment: 'production', ingest: new Ingest() };
const development: Setup = { environment: 'development', ingest: new Ingest() };

// Each app starts in a process of its own (the code loaded afresh, its own database): both at once,
// with more time than one app built in the test's process needs.
beforeAll(async () => {
  await Promise.all(
    [production, development].map(async (setup) => {
      setup.app = await startApp({ APP_ENV: setup.environment, SENTRY_DSN: await setup.ingest.listen() });
    }),
  );
}, 120_000);
afterAll(async () => {
  await Promise.all([production, development].map(({ app }) => app?.stop()));
  await Promise.all([production, development].map(({ ingest }) => ingest.close()));
});

// What must never reach the tracker: they travel in the path, query, cookies, headers and body.
const secrets = {
  path: 'path-secret-3f9c',
  query: 'query-secret-8d21',
  cookie: 'cookie-secret-51ab',
  auth: 'auth-secret-c4e7',
  body: 'body-secret-a0d6',
};

const failingRequest = (base: string) =>
  fetch(`${base}/test-only/fails/${secrets.path}?code=${secrets.query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `session=${secrets.cookie}`,
      authorization: `Bearer ${secrets.auth}`,
    },
    body: JSON.stringify({ password: secrets.body }),
  });

// Stage reports as production does and test as development (error-reporting.unit.test.ts).
describe('§1 server errors reach the error tracker in production, never in development', () => {
  it('production: an unexpected error is reported with its route and request id, without cookies, headers, body or URL', async () => {
    const { ingest } = production;
    const app = production.app!;
    expect(app.reporting).toBe(true);

    // Client errors (4xx) are never reported.
    expect((await fetch(`${app.base}/app/baloo-router-api/no-such-endpoint`)).status).toBe(404);
    const malformed = await fetch(`${app.base}/test-only/fails/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"unfinished',
    });
    expect(malformed.status).toBe(400);

    const response = await failingRequest(app.base);
    expect(response.status).toBe(500);
    const { requestId } = (await response.json()) as { requestId: string };

    await expect.poll(() => ingest.events.length, { timeout: 10_000 }).toBe(1);
    // Stopping sends whatever is still queued: after it, nothing more can arrive.
    expect(await app.stop()).toBe(0);
    expect(ingest.events).toHaveLength(1);

    const event = ingest.events[0]!;
    expect(event.exception?.values.at(-1)).toMatchObject({ type: 'TypeError', value: 'the test-only route failed' });
    expect(event.environment).toBe('production');
    expect(event.transaction).toBe('POST /test-only/fails/:token');
    expect(event.tags).toMatchObject({ request_id: requestId });
    expect(event.request ?? {}).toEqual({ method: 'POST' });
    expect(event.user).toBeUndefined();
    expect(event.breadcrumbs).toBeUndefined();

    const withEvent = ingest.envelopes.find((e) => e.items.some((i) => i.header.type === 'event'))!;
    expect(withEvent.path).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=public/);
    // The trace context the event travels with carries the §1 sample rate.
    expect(withEvent.header.trace?.sample_rate).toBe('0.05');
    const everything = ingest.envelopes.map((e) => e.raw).join('\n');
    for (const secret of Object.values(secrets)) expect(everything).not.toContain(secret);
  });

  it('development: nothing is sent, though a DSN is set', async () => {
    const { ingest } = development;
    const app = development.app!;
    expect(app.reporting).toBe(false);
    expect((await failingRequest(app.base)).status).toBe(500);
    expect(await app.stop()).toBe(0);
    expect(ingest.envelopes).toEqual([]);
  });
});
