import { describe, expect, it } from 'vitest';
import { ApiError, TimeoutError } from '../api/api-error.ts';
import { billingProblem, serverMessage } from './billing-problem.ts';

const api = (status: number, code?: string, message = 'refused') =>
  new ApiError(status, code ? ({ code, message } as ConstructorParameters<typeof ApiError>[1]) : null);

describe('billing failures in words', () => {
  it('tells hidden pricing from other refusals of the same status', () => {
    expect(billingProblem(api(403, 'PRICING_HIDDEN'))).toBe('pricingHidden');
    expect(billingProblem(api(403, 'FORBIDDEN'))).toBe('forbidden');
  });

  it('names the payment provider problems and stale or repeated requests', () => {
    expect(billingProblem(api(400, 'PROVIDER_NOT_CONFIGURED'))).toBe('providerNotConfigured');
    expect(billingProblem(api(502, 'PROVIDER_UNAVAILABLE'))).toBe('providerUnavailable');
    expect(billingProblem(api(409, 'CONFLICT'))).toBe('conflict');
    expect(billingProblem(new TimeoutError())).toBe('timeout');
  });

  it('leaves failures it has no words for to the error boundary', () => {
    expect(billingProblem(api(500, 'INTERNAL'))).toBeNull();
    expect(billingProblem(new TypeError('bug'))).toBeNull();
    expect(serverMessage(api(409, 'CONFLICT', 'The subscription is already cancelled'))).toBe(
      'The subscription is already cancelled',
    );
  });
});
