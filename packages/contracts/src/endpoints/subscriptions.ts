import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam } from './common.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { cancellationSchema } from '../entities/cancellation.ts';
import { invoiceSchema } from '../entities/invoice.ts';
import { licenseCapUpdateRequestSchema } from '../entities/license-cap.ts';
import { priceProductSchema, priceSchema } from '../entities/price.ts';
import { currencySchema } from '../entities/provider-enums.ts';
import { checkoutRequestSchema, providerSubscriptionSchema, subscriptionProviderSchema } from '../entities/subscription.ts';

const base = '/api/v1/organizations/{cybrOrgId}/subscriptions';

export const subscriptions = endpoint({
  method: 'GET',
  path: base,
  params: cybrOrgIdParams,
  response: z.array(providerSubscriptionSchema),
  summary: "The organisation's subscriptions",
});

export const checkout = endpoint({
  method: 'POST',
  path: base,
  params: cybrOrgIdParams,
  body: checkoutRequestSchema,
  response: providerSubscriptionSchema,
  summary: 'Checkout: a customer and a subscription with a seat quantity',
});

export const cancelOrResumeSubscription = endpoint({
  method: 'PATCH',
  path: base,
  params: cybrOrgIdParams,
  body: cancellationSchema,
  response: providerSubscriptionSchema,
  summary: 'Cancels (with a reason or a date) or resumes a subscription',
});

export const subscriptionInvoices = endpoint({
  method: 'GET',
  path: `${base}/invoices`,
  params: cybrOrgIdParams,
  response: z.array(invoiceSchema),
  summary: "The organisation's invoices",
});

export const subscription = endpoint({
  method: 'GET',
  path: `${base}/{subscriptionId}`,
  params: cybrOrgIdParams.extend({ subscriptionId: idParam }),
  response: providerSubscriptionSchema,
  summary: 'One subscription',
});

export const updateSubscriptionLicenseCaps = endpoint({
  method: 'PATCH',
  path: `${base}/license-caps`,
  params: cybrOrgIdParams,
  body: licenseCapUpdateRequestSchema,
  response: providerSubscriptionSchema,
  summary: "Sets the subscription's licence cap for one product",
});

export const subscriptionPrices = endpoint({
  method: 'GET',
  path: '/api/v1/subscriptions/providers/{provider}/products/{products}/prices/{currency}',
  params: z.object({ provider: subscriptionProviderSchema, products: priceProductSchema, currency: currencySchema }),
  response: priceSchema,
  summary: "A provider's price for a product in a currency",
});

export const subscriptionsV3 = endpoint({
  method: 'GET',
  path: '/api/v3/organizations/{cybrOrgId}/subscriptions',
  params: cybrOrgIdParams,
  response: z.array(providerSubscriptionSchema),
  summary: "The organisation's subscriptions across providers",
});
