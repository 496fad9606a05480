import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import { availableProviders, requireProvider } from './provider-availability.ts';

describe('payment providers on this server', () => {
  it('offers cybr alone without Stripe keys, and refuses stripe with PROVIDER_NOT_CONFIGURED', () => {
    const config = readConfig({ STRIPE_SECRET_KEY: '' });
    expect(config.stripe).toBeUndefined();
    expect(availableProviders(config)).toEqual(['cybr']);
    expect(() => requireProvider(config, 'stripe')).toThrow(
      expect.objectContaining({
        code: 'PROVIDER_NOT_CONFIGURED',
        message: 'Payment provider stripe is not set up on this server',
      }),
    );
    expect(() => requireProvider(config, 'cybr')).not.toThrow();
  });

  it('offers stripe too once STRIPE_SECRET_KEY is set, with the optional webhook secret and API base', () => {
    const config = readConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: null });
    expect(availableProviders(config)).toEqual(['cybr', 'stripe']);
    expect(() => requireProvider(config, 'stripe')).not.toThrow();
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: null,
      apiBase: 'http://127.0.0.1:12111',
    });
  });
});
