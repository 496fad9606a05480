import type { SubscriptionProvider } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { cybrProvider } from './cybr.ts';
import type { PaymentProvider } from './provider.ts';

/** The payment providers this server offers; one that is not set up (no keys) is undefined. */
export type ProviderRegistry = Readonly<Record<SubscriptionProvider, PaymentProvider | undefined>>;

// The card provider needs its keys from ctx.config; the built-in one needs nothing.
export function providerRegistry(ctx: Pick<AppContext, 'config'>): ProviderRegistry {
  void ctx;
  return {
    cybr: cybrProvider,
    stripe: undefined,
  };
}
