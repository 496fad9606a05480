import type { SubscriptionProvider } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import type { Config } from '../../../config.ts';

/** §3 providers this server takes payments through: cybr (invoices) always, stripe only with its keys. */
export function availableProviders(config: Pick<Config, 'stripe'>): SubscriptionProvider[] {
  return config.stripe ? ['cybr', 'stripe'] : ['cybr'];
}

export function requireProvider(config: Pick<Config, 'stripe'>, provider: SubscriptionProvider): void {
  if (!availableProviders(config).includes(provider)) {
    throw new AppError('PROVIDER_NOT_CONFIGURED', `Payment provider ${provider} is not set up on this server`);
  }
}
