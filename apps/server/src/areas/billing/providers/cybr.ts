import { createHash } from 'node:crypto';
import type { PaymentProvider, ProviderCheckoutInput, ProviderCheckoutResult } from './provider.ts';
import { addMonth, utcMidnight } from '../runs/billing-periods.ts';

/**
 * The platform's own provider (§3 provider cybr): nothing to charge up front, the partner pays the
 * monthly invoices the billing run issues. A subscription is active from the day it is bought.
 */
export const cybrProvider: PaymentProvider = {
  name: 'cybr',
  paymentMethod: 'invoice',
  async checkout(input: ProviderCheckoutInput): Promise<ProviderCheckoutResult> {
    const currentPeriodStart = utcMidnight(input.now);
    return {
      customerId: cybrCustomerId(input.provisioningCybrOrgId),
      externalId: null,
      status: 'active',
      clientSecret: null,
      paymentUrl: null,
      currentPeriodStart,
      nextBillingDate: addMonth(currentPeriodStart),
    };
  },
  // Cancelling, resuming and changing seats live entirely in the subscription row and the next
  // invoices: there is no outside party to tell.
  async cancel() {},
  async resume() {},
  async changeQuantity() {},
};

/** The paying party's id with this provider: the partner, the same however often it buys. */
export function cybrCustomerId(provisioningCybrOrgId: string): string {
  return `cus_cybr_${createHash('sha256').update(provisioningCybrOrgId).digest('hex').slice(0, 24)}`;
}
