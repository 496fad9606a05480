import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { AppError } from '../../../app-error.ts';
import type { Config } from '../../../config.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

export interface StripeClientOptions {
  /** How long one call to Stripe may take; a checkout waits for up to three (product, customer, subscription). */
  timeoutMs?: number;
  /** Retries of a failed call; safe because every write carries an idempotency key. */
  maxNetworkRetries?: number;
}

// Eight seconds twice stays well inside what a person waits for a checkout; Stripe answers in well under one.
const defaults = { timeoutMs: 8_000, maxNetworkRetries: 1 };

/**
 * The SDK, pointed at Stripe or (STRIPE_API_BASE, in tests) at a local stand-in. It is loaded only
 * by a server that has Stripe set up: it adds about 9 MB to the heap of every process that loads it.
 */
export async function stripeClient(config: StripeConfig, options: StripeClientOptions = {}): Promise<Stripe> {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(config.secretKey, {
    timeout: options.timeoutMs ?? defaults.timeoutMs,
    maxNetworkRetries: options.maxNetworkRetries ?? defaults.maxNetworkRetries,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/**
 * Stripe accepts a key for one request only, and keys are shared by the whole Stripe account: the
 * partner's checkout key is scoped to the partner and to the step, and kept within Stripe's 255 characters.
 */
export function stripeIdempotencyKey(partner: string, key: string, step: string): string {
  const plain = `${partner}/${key}/${step}`;
  return plain.length <= 255 ? plain : `${createHash('sha256').update(plain).digest('base64url')}/${step}`;
}

/** Any failure at Stripe becomes a 502 the buyer can act on; Stripe's own text only where it is meant for buyers. */
export function providerUnavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // The SDK's error classes are not imported (the SDK loads only where Stripe is set up); each names its type.
  const stripeError = error instanceof Error ? (error as Error & { type?: unknown }) : null;
  if (stripeError?.type === 'StripeCardError') {
    return new AppError(
      'PROVIDER_UNAVAILABLE',
      `The card payment provider refused the payment: ${stripeError.message}`,
    );
  }
  if (stripeError?.type === 'StripeConnectionError') {
    return new AppError(
      'PROVIDER_UNAVAILABLE',
      'The card payment provider did not answer in time; nothing was changed. Try again shortly',
    );
  }
  return new AppError(
    'PROVIDER_UNAVAILABLE',
    'The card payment provider could not take the request; nothing was changed. Try again shortly',
  );
}

/** Runs calls to Stripe, turning their failures into PROVIDER_UNAVAILABLE. */
export async function atStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerUnavailable(error);
  }
}
