import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('where the embedded database lives', () => {
  const root = '/srv/portal';

  it('is data/ under the repository unless DATA_DIR names another place', () => {
    expect(readConfig({}, root).database).toEqual({ dataDir: '/srv/portal/data' });
    expect(readConfig({ DATA_DIR: '/var/lib/portal' }, root).database).toEqual({ dataDir: '/var/lib/portal' });
    expect(readConfig({ DATA_DIR: 'local-db' }, root).database).toEqual({ dataDir: '/srv/portal/local-db' });
  });

  it('treats an empty DATA_DIR as unset, never writing the database into the repository root', () => {
    expect(readConfig({ DATA_DIR: '' }, root).database).toEqual({ dataDir: '/srv/portal/data' });
    expect(readConfig({ DATA_DIR: '', DATABASE_URL: '' }, root).database).toEqual({ dataDir: '/srv/portal/data' });
  });

  it('is not used when DATABASE_URL names a server', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://db/portal', DATA_DIR: '' }, root).database).toEqual({
      url: 'postgres://db/portal',
      poolSize: 20,
    });
  });
});

describe("the PostgreSQL pool's size", () => {
  it('is 20 connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    const url = 'postgres://db/portal';
    expect(readConfig({ DATABASE_URL: url }).database).toEqual({ url, poolSize: 20 });
    expect(readConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '' }).database).toEqual({ url, poolSize: 20 });
    expect(readConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '8' }).database).toEqual({ url, poolSize: 8 });
  });

  it('stops the server on a size the pool could not use', () => {
    for (const size of ['0', '-1', '2.5', 'ten', '1001']) {
      expect(() => readConfig({ DATABASE_URL: 'postgres://db/portal', DATABASE_POOL_SIZE: size })).toThrow(
        'DATABASE_POOL_SIZE must be a whole number from 1 to 1000',
      );
    }
  });
});

describe('the metrics token', () => {
  it('is unset by default, so /metrics does not exist', () => {
    expect(readConfig({}).metricsToken).toBeNull();
    expect(readConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
  });

  it('is taken as given when long enough and made of token characters', () => {
    expect(readConfig({ METRICS_TOKEN: 'k7Vq2-x9_Lm4.Tz8+/w=' }).metricsToken).toBe('k7Vq2-x9_Lm4.Tz8+/w=');
  });

  it('stops the server on a short token or one a header could not carry, without repeating it', () => {
    for (const token of ['short-token', 'a token with spaces', 'sixteen-chars-é-x', 'x'.repeat(20) + '\n']) {
      expect(() => readConfig({ METRICS_TOKEN: token })).toThrow(
        /^METRICS_TOKEN must be at least 16 characters: letters, digits and - \. _ ~ \+ \/ =$/,
      );
    }
  });
});

describe('where server errors are reported (§1)', () => {
  it('nowhere unless SENTRY_DSN is set; in the environment APP_ENV names, else NODE_ENV, else development', () => {
    expect(readConfig({})).toMatchObject({ sentryDsn: null, environment: 'development' });
    expect(readConfig({ SENTRY_DSN: '', NODE_ENV: 'production' })).toMatchObject({
      sentryDsn: null,
      environment: 'production',
    });
    expect(readConfig({ APP_ENV: 'stage', NODE_ENV: 'production' }).environment).toBe('stage');
    expect(readConfig({ APP_ENV: '', NODE_ENV: 'test' }).environment).toBe('test');
    expect(readConfig({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' }).sentryDsn).toBe(
      'https://key@o1.ingest.sentry.io/42',
    );
    expect(readConfig({ SENTRY_DSN: 'http://key@127.0.0.1:9000/sentry/7' }).sentryDsn).toBe(
      'http://key@127.0.0.1:9000/sentry/7',
    );
  });

  it('stops the server on a DSN the SDK could not use, without repeating it', () => {
    for (const dsn of [
      'not a url',
      'https://o1.ingest.sentry.io/42',
      'https://key@o1.ingest.sentry.io/',
      'https://key@o1.ingest.sentry.io/project',
      'ftp://key@host/1',
    ]) {
      expect(() => readConfig({ SENTRY_DSN: dsn })).toThrow(
        /^SENTRY_DSN must be a DSN such as https:\/\/<public key>@<host>\/<project id>$/,
      );
    }
  });

  it('stops the server on an environment name that would never match production or stage', () => {
    expect(() => readConfig({ APP_ENV: 'Production' })).toThrow('APP_ENV must be a lower-case name');
    expect(() => readConfig({ APP_ENV: 'stage ' })).toThrow('APP_ENV must be a lower-case name');
    expect(() => readConfig({ NODE_ENV: 'PRODUCTION' })).toThrow('NODE_ENV must be a lower-case name');
  });
});
