import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identifyUser, initMonitoring } from './init.ts';
import { captureMonitorMessage, reportError, useErrorReporter } from './report-error.ts';

type Item = { header: { type?: string }; payload: Record<string, unknown> };
type Envelope = { header: Record<string, unknown>; items: Item[] };

interface SentryEvent {
  environment?: string;
  user?: Record<string, string>;
  tags?: Record<string, string>;
  message?: string;
  level?: string;
  exception?: { values: { type?: string; value?: string }[] };
}

/** A local stand-in for the error tracker's ingest endpoint: the SDK really posts envelopes to it over HTTP. */
class IngestServer {
  readonly envelopes: Envelope[] = [];
  readonly paths: string[] = [];
  private server: Server;
  port = 0;

  constructor(private status = 200) {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        this.paths.push(req.url ?? '');
        const [header, ...rest] = body.split('\n').filter((line) => line.length > 0);
        const items: Item[] = [];
        for (let i = 0; i + 1 < rest.length; i += 2) {
          items.push({ header: JSON.parse(rest[i]!), payload: JSON.parse(rest[i + 1]!) });
        }
        this.envelopes.push({ header: JSON.parse(header ?? '{}'), items });
        res.writeHead(this.status, { 'content-type': 'application/json' }).end('{}');
      });
    });
  }

  get dsn(): string {
    return `http://publickey@127.0.0.1:${this.port}/1`;
  }

  /** The error/message events received (other envelope kinds, e.g. client reports, left out). */
  get events(): SentryEvent[] {
    return this.envelopes.flatMap((e) =>
      e.items.filter((i) => i.header.type === 'event').map((i) => i.payload as SentryEvent),
    );
  }

  listen(): Promise<void> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => {
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

const servers: IngestServer[] = [];
async function ingest(status = 200): Promise<IngestServer> {
  const server = new IngestServer(status);
  servers.push(server);
  await server.listen();
  return server;
}

/** A DSN whose port has nothing listening: sending fails with connection refused. */
async function deadDsn(): Promise<string> {
  const server = new IngestServer();
  await server.listen();
  await server.close();
  return server.dsn;
}

afterEach(async () => {
  identifyUser(null);
  await Sentry.close(2000);
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('§1/§9 monitoring is on only in production and stage', () => {
  for (const environment of ['development', 'test', undefined]) {
    it(`environment ${String(environment)}: init returns false and nothing is sent`, async () => {
      const server = await ingest();
      expect(await initMonitoring({ dsn: server.dsn, environment })).toBe(false);
      expect(Sentry.isEnabled()).toBe(false);
      reportError(new Error('not sent'), 'some-component');
      captureMonitorMessage('not sent either');
      await Sentry.flush(500);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.envelopes).toEqual([]);
    });
  }

  it('§9: traces are sampled at 0.05: a trace whose random draw is below 0.05 is sent, one at or above is not', async () => {
    const server = await ingest();
    expect(await initMonitoring({ dsn: server.dsn, environment: 'production' })).toBe(true);
    for (const draw of [0.0499, 0.05, 0.0501, 0.5]) {
      const random = vi.spyOn(Math, 'random').mockReturnValue(draw);
      try {
        Sentry.startNewTrace(() => Sentry.startSpan({ name: `drawn ${draw}`, forceTransaction: true }, () => {}));
      } finally {
        random.mockRestore();
      }
    }
    expect(await Sentry.flush(2000)).toBe(true);
    // The SDK streams the spans of each sampled trace; the trace's root span is its segment.
    const traced = server.envelopes
      .flatMap((e) => e.items.filter((i) => i.header.type === 'span'))
      .flatMap((i) => (i.payload.items as { name: string; is_segment: boolean }[]).filter((span) => span.is_segment))
      .map((span) => span.name);
    expect(traced).toEqual(['drawn 0.0499']);
  });

  it('without a DSN, init returns false even in production', async () => {
    expect(await initMonitoring({ environment: 'production' })).toBe(false);
    expect(Sentry.isEnabled()).toBe(false);
  });

  it('production: the error reaches the tracker with environment, cybr-id user and component (§1, §3, §9)', async () => {
    const server = await ingest();
    expect(await initMonitoring({ dsn: server.dsn, environment: 'production' })).toBe(true);
    identifyUser('cybr-42');

    reportError(new TypeError('organisation failed to load'), 'partner-root');
    expect(await Sentry.flush(2000)).toBe(true);

    expect(server.paths[0]).toMatch(/^\/api\/1\/envelope\/.*sentry_key=publickey/);
    expect(server.events).toHaveLength(1);
    const event = server.events[0]!;
    expect(event.exception?.values[0]).toMatchObject({ type: 'TypeError', value: 'organisation failed to load' });
    expect(event.environment).toBe('production');
    expect(event.user).toEqual({ id: 'cybr-42', 'cybr-id': 'cybr-42' });
    expect(event.tags).toMatchObject({ component: 'partner-root' });
  });

  it('stage: reporting is on with environment stage', async () => {
    const server = await ingest();
    expect(await initMonitoring({ dsn: server.dsn, environment: 'stage' })).toBe(true);
    reportError(new Error('on stage'));
    await Sentry.flush(2000);
    expect(server.events.map((e) => [e.environment, e.exception?.values[0]?.value])).toEqual([['stage', 'on stage']]);
  });

  it('what is reported while the SDK still loads is sent once it has loaded, as the user then identified', async () => {
    const server = await ingest();
    const started = initMonitoring({ dsn: server.dsn, environment: 'production' });
    identifyUser('cybr-7');
    reportError(new Error('early'), 'partner-root');
    captureMonitorMessage('early message');
    expect(await started).toBe(true);
    await Sentry.flush(2000);
    expect(server.events.map((e) => [e.exception?.values[0]?.value ?? e.message, e.user?.['cybr-id']])).toEqual([
      ['early', 'cybr-7'],
      ['early message', 'cybr-7'],
    ]);
  });
});

describe('§1 the same error object is reported only once per component', () => {
  it('the same error twice in one component → one report', async () => {
    const server = await ingest();
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    const error = new Error('twice');
    reportError(error, 'error-fallback');
    reportError(error, 'error-fallback');
    await Sentry.flush(2000);
    expect(server.events).toHaveLength(1);
  });

  it('the same error in two components → two reports, one per component', async () => {
    const server = await ingest();
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    const error = new Error('seen twice');
    reportError(error, 'partner-root');
    reportError(error, 'error-fallback');
    reportError(error, 'partner-root');
    await Sentry.flush(2000);
    expect(server.events.map((e) => e.tags?.component).sort()).toEqual(['error-fallback', 'partner-root']);
  });

  it('two different error objects that look identical are both reported (no SDK look-alike dedupe)', async () => {
    const server = await ingest();
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    // Created and reported on the same lines: same type, message and stack trace.
    for (let i = 0; i < 2; i++) reportError(new Error('same message, same stack'), 'manage-customers');
    await Sentry.flush(2000);
    expect(server.events).toHaveLength(2);
  });

  it('without a component name, the same error is reported once (existing callers)', async () => {
    const server = await ingest();
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    const error = new Error('legacy caller');
    reportError(error);
    reportError(error);
    await Sentry.flush(2000);
    expect(server.events).toHaveLength(1);
  });

  it('useErrorReporter(componentName) reports under that component', async () => {
    const server = await ingest();
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    const error = new Error('from a component');
    function Reporting() {
      const report = useErrorReporter('settings-account');
      report(error);
      report(error);
      return null;
    }
    renderToString(createElement(Reporting));
    reportError(error, 'settings-account');
    await Sentry.flush(2000);
    expect(server.events.map((e) => e.tags?.component)).toEqual(['settings-account']);
  });
});

describe('§8 monitor messages and console messages', () => {
  it('captureMonitorMessage sends a message event', async () => {
    const server = await ingest();
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    captureMonitorMessage('partner switched currency');
    await Sentry.flush(2000);
    expect(server.events).toHaveLength(1);
    expect(server.events[0]).toMatchObject({
      message: 'partner switched currency',
      level: 'info',
      environment: 'production',
    });
  });

  it("the tracker answering 500 to an error logs 'error sending error to tracker'", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await ingest(500);
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    reportError(new Error('lost'), 'partner-root');
    await Sentry.flush(2000);
    expect(server.events).toHaveLength(1); // it really went over HTTP and was refused
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('error sending error to tracker', 'status 500');
  });

  it("an unreachable tracker (connection refused) logs 'error sending error to tracker'", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await initMonitoring({ dsn: await deadDsn(), environment: 'production' });
    reportError(new Error('nowhere to go'));
    await Sentry.flush(2000);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('error sending error to tracker', 'not sent');
  });

  it("a monitor message that cannot be sent logs 'error capturing monitor tracking message'", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await initMonitoring({ dsn: await deadDsn(), environment: 'production' });
    captureMonitorMessage('lost message');
    await Sentry.flush(2000);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('error capturing monitor tracking message', 'not sent');
  });

  it('successful sending logs nothing (the global setup fails the test on any console.error)', async () => {
    const server = await ingest();
    await initMonitoring({ dsn: server.dsn, environment: 'production' });
    reportError(new Error('fine'), 'partner-root');
    captureMonitorMessage('fine too');
    await Sentry.flush(2000);
    expect(server.events).toHaveLength(2);
  });
});
