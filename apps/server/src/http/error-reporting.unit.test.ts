import * as Sentry from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { errorReportingOptions, reportsErrors, scrubEvent, scrubSpan, tracesSampleRate } from './error-reporting.ts';

const dsn = 'https://public@o1.ingest.example/1';

describe('§1 which servers report errors', () => {
  it('production and stage with a DSN; nothing elsewhere, and nothing without a DSN', () => {
    expect(reportsErrors({ environment: 'production', sentryDsn: dsn })).toBe(true);
    expect(reportsErrors({ environment: 'stage', sentryDsn: dsn })).toBe(true);
    for (const environment of ['development', 'test', 'staging', 'prod']) {
      expect(reportsErrors({ environment, sentryDsn: dsn })).toBe(false);
    }
    expect(reportsErrors({ environment: 'production', sentryDsn: null })).toBe(false);
  });

  it('names the environment, traces 5% and collects nothing personal', () => {
    const options = errorReportingOptions(Sentry, { dsn, environment: 'stage' });
    expect(options).toMatchObject({ dsn, environment: 'stage', tracesSampleRate: 0.05, tracePropagationTargets: [] });
    expect(tracesSampleRate).toBe(0.05);
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    });
  });

  it('the Fastify integration reports nothing itself: the error handler decides what is unexpected', () => {
    const integrations = errorReportingOptions(Sentry, { dsn, environment: 'production' }).integrations as {
      name: string;
    }[];
    expect(integrations.map((i) => i.name)).toEqual(['Fastify', 'OnUnhandledRejection']);
  });
});

describe('what leaves the server', () => {
  it('an event keeps the request method only, and no user or breadcrumbs', () => {
    const event = scrubEvent({
      type: undefined,
      request: {
        method: 'POST',
        url: 'https://portal.example/tokens/assertion?code=c',
        query_string: 'code=c',
        cookies: { session: 's' },
        headers: { cookie: 'session=s' },
        data: '{"password":"p"}',
      },
      user: { ip_address: '203.0.113.9' },
      breadcrumbs: [{ message: 'GET https://api.example/?token=t' }],
    });
    expect(event).toEqual({ type: undefined, request: { method: 'POST' } });
  });

  it("a failed query's parameters are cut from the message, the query kept", () => {
    const event = scrubEvent({
      type: undefined,
      exception: {
        values: [
          {
            type: 'DrizzleQueryError',
            value: 'Failed query: select 1 where a = $1\nparams: someone@example.com,secret',
          },
        ],
      },
    });
    expect(event.exception?.values?.[0]?.value).toBe('Failed query: select 1 where a = $1\nparams: [Filtered]');
  });

  it('a span keeps its route but no URL, header, body or address', () => {
    const span = scrubSpan({
      attributes: {
        'http.route': '/tokens/:assertion',
        'http.request.method': 'GET',
        'url.full': 'https://portal.example/tokens/assertion?code=c',
        'url.path': '/tokens/assertion',
        'url.query': 'code=c',
        'http.request.header.cookie': ['session=s'],
        'http.request.body.data': '{"password":"p"}',
        'user.ip_address': '203.0.113.9',
        'client.address': '203.0.113.9',
        'network.peer.address': '203.0.113.9',
      },
    });
    expect(span.attributes).toEqual({ 'http.route': '/tokens/:assertion', 'http.request.method': 'GET' });
  });
});
