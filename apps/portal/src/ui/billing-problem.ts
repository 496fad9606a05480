import { ApiError, TimeoutError } from '../api/api-error.ts';

/** What went wrong with a billing request, in terms the screens have words for (billing.problems.*). */
export type BillingProblem =
  | 'pricingHidden'
  | 'providerNotConfigured'
  | 'providerUnavailable'
  | 'conflict'
  | 'notFound'
  | 'forbidden'
  | 'invalid'
  | 'timeout'
  | 'unavailable';

/**
 * Maps a failed billing call to a problem the person can read, or null when the failure is not one
 * the screen explains (a bug or an outage the error boundary reports). The error body's code is
 * preferred to the status: PRICING_HIDDEN and FORBIDDEN are both 403 but mean different things.
 */
export function billingProblem(error: unknown): BillingProblem | null {
  if (error instanceof TimeoutError) return 'timeout';
  if (!(error instanceof ApiError)) return null;
  switch (error.body?.code) {
    case 'PRICING_HIDDEN':
      return 'pricingHidden';
    case 'PROVIDER_NOT_CONFIGURED':
      return 'providerNotConfigured';
    case 'PROVIDER_UNAVAILABLE':
      return 'providerUnavailable';
    default:
  }
  if (error.status === 409) return 'conflict';
  if (error.status === 404) return 'notFound';
  if (error.status === 403) return 'forbidden';
  if (error.status === 400) return 'invalid';
  if (error.status === 502 || error.status === 503) return 'unavailable';
  return null;
}

/** The server's own sentence for a refusal (shown beside ours: it says which rule refused it). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}
