import { describe, expect, it } from 'vitest';
import { readConnectionsConfig } from './oauth-providers.ts';

describe('which chat and CRM providers a server offers', () => {
  it('offers a provider only with both its client id and secret, at its published endpoints unless told otherwise', () => {
    const config = readConnectionsConfig({
      SLACK_CLIENT_ID: 'id',
      SLACK_CLIENT_SECRET: 'secret',
      TEAMS_CLIENT_ID: 'only-an-id',
      HUBSPOT_CLIENT_ID: 'h',
      HUBSPOT_CLIENT_SECRET: 's',
      HUBSPOT_TOKEN_URL: 'http://127.0.0.1:9/token',
    });
    expect(Object.keys(config.clients).sort()).toEqual(['hubspot', 'slack']);
    expect(config.clients.slack).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
      tokenUrl: 'https://slack.com/api/oauth.v2.access',
    });
    expect(config.clients.hubspot!.tokenUrl).toBe('http://127.0.0.1:9/token');
    expect(config.timeoutMs).toBe(10_000);
  });

  it('refuses a token timeout that is not a sensible number of seconds', () => {
    for (const bad of ['0', '-1', 'soon', '61'])
      expect(() => readConnectionsConfig({ OAUTH_TIMEOUT_SECONDS: bad })).toThrow(/OAUTH_TIMEOUT_SECONDS/);
    expect(readConnectionsConfig({ OAUTH_TIMEOUT_SECONDS: '2' }).timeoutMs).toBe(2000);
  });
});
