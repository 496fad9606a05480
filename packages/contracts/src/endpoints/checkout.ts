import { endpoint } from './endpoint.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { checkoutRequestSchema } from '../entities/checkout-request.ts';
import { providerSubscriptionSchema } from '../entities/subscription.ts';

// Apart from the other subscription calls: its body's address rules load in the portal only with
// the checkout form (docs/decisions/0004).
export const checkout = endpoint({
  method: 'POST',
  path: '/api/v1/organizations/{cybrOrgId}/subscriptions',
  params: cybrOrgIdParams,
  body: checkoutRequestSchema,
  response: providerSubscriptionSchema,
  summary: 'Checkout: a customer and a subscription with a seat quantity',
});
