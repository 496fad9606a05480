import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openSse } from '@portal/test-kit/sse-client.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

const token = 'metrics-test-token-0123456789';
const bearer = { authorization: `Bearer ${token}` };

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one sample line, by its name and labels exactly as exposed. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
/** Scrapes until `check` holds for the text, or fails after `ms`. */
async function scrapeUntil(check: (text: string) => boolean, ms = 5000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const text = await scrape();
    if (check(text)) return text;
    if (Date.now() > deadline) throw new Error(`metrics: condition not met in:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('/metrics, kept from anyone without the token', () => {
  it('answers 404 exactly as a path that does not exist, without the token or with another', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-path' });
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: `Bearer ${token}x` },
      { authorization: token },
      { authorization: `Basic ${token}` },
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(missing.body);
      expect(answer.headers['content-type']).toBe(missing.headers['content-type']);
    }
  });

  it('does not exist at all when no METRICS_TOKEN is configured', async () => {
    // A second app on the same database, configured without the token.
    const plain = await buildApp({ config: { ...t.config, metricsToken: null }, database: t.database });
    try {
      const answer = await plain.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(answer.statusCode).toBe(404);
      expect(plain.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('/metrics with the token', () => {
  it("answers Prometheus' text format with Node's process metrics", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(answer.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(answer.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });

  it('counts requests under their route pattern and status class, never their raw URL', async () => {
    const count = (text: string, route: string, statusClass: string) =>
      sample(
        text,
        `portal_http_request_duration_seconds_count{method="GET",route="${route}",status_class="${statusClass}"}`,
      ) ?? 0;
    const organization = '/app/baloo-router-api/api/v1/organizations/:cybrOrgId';
    const distributor = await t.orgId('Nordic Shield Distribution AS');
    const before = await scrape();

    const headers = { cookie: await t.cookieFor('distributor') };
    expect((await t.app.inject({ url: api(`/api/v1/organizations/${distributor}`), headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: api(`/api/v1/organizations/${distributor}`) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/no-such-path/12345' })).statusCode).toBe(404);

    const after = await scrape();
    expect(count(after, organization, '2xx') - count(before, organization, '2xx')).toBe(1);
    expect(count(after, organization, '4xx') - count(before, organization, '4xx')).toBe(1);
    expect(count(after, 'unmatched', '4xx') - count(before, 'unmatched', '4xx')).toBe(1);
    expect(
      sample(
        after,
        `portal_http_request_duration_seconds_bucket{method="GET",route="${organization}",status_class="2xx",le="+Inf"}`,
      ),
    ).toBe(count(after, organization, '2xx'));
    expect(after).not.toContain(distributor);
    expect(after).not.toContain('12345');
  });

  it("shows the PostgreSQL pool's use, and no pool for the embedded database", async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'portal_db_pool_max_connections')).toBe(5);
      expect(sample(text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'portal_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('portal_db_pool');
    }
  });

  it('shows what other parts of the server register at app.metrics, named portal_…', async () => {
    const failures = t.app.metrics.counter({
      name: 'portal_test_failures_total',
      help: 'Failures',
      labelNames: ['kind'],
    });
    failures.inc({ kind: 'mail' });
    expect(sample(await scrape(), 'portal_test_failures_total{kind="mail"}')).toBe(1);
    expect(() => t.app.metrics.gauge({ name: 'queue_depth', help: 'Jobs waiting' })).toThrow(
      'metric queue_depth must be named portal_…',
    );
  });

  it('counts the event streams open in this process as they open and close', async () => {
    expect(sample(await scrape(), 'portal_event_streams_open')).toBe(0);
    const stream = openSse(base + api('/api/v1/events'), { cookie: await t.cookieFor('reseller') });
    expect((await stream.opened).status).toBe(200);
    await scrapeUntil((text) => sample(text, 'portal_event_streams_open') === 1);
    stream.abort();
    await scrapeUntil((text) => sample(text, 'portal_event_streams_open') === 0);
  });
});
