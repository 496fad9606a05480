import type { SubscriptionProvider } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { cybrProvider } from './cybr.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe.ts';

/** The payment providers this server offers; one that is not set up (no keys) is undefined. */
export type ProviderRegistry = Readonly<Record<SubscriptionProvider, PaymentProvider | undefined>>;

// The built-in provider needs nothing; card payments need the server's Stripe keys.
export function providerRegistry({ config }: Pick<AppContext, 'config'>): ProviderRegistry {
  return {
    cybr: cybrProvider,
    stripe: config.stripe ? createStripeProvider(config.stripe) : undefined,
  };
}
