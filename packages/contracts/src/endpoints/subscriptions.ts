import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam } from './common.ts';
import { queryInt } from './query-params.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { cancellationSchema } from '../entities/cancellation.ts';
import { invoiceSchema } from '../entities/invoice.ts';
import { licenseCapUpdateRequestSchema } from '../entities/license-cap.ts';
import { priceProductSchema, priceSchema } from '../entities/price.ts';
import { currencySchema } from '../entities/provider-enums.ts';
import { providerSubscriptionSchema, subscriptionProviderSchema } from '../entities/subscription.ts';

const base = '/api/v1/organizations/{cybrOrgId}/subscriptions';

// A page of rows from `from` up to, not including, `to`; at most 100 at once, newest first.
const page = z.object({ from: queryInt(0, 1_000_000).default(0), to: queryInt(1, 1_000_100).default(25) });

export const subscriptions = endpoint({
  method: 'GET',
  path: base,
  params: cybrOrgIdParams,
  query: page,
  response: paginatedSchema(providerSubscriptionSchema),
  summary: "The organisation's running subscriptions, a page at a time",
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
  query: page,
  response: paginatedSchema(invoiceSchema),
  summary: "The organisation's invoices, newest first, a page at a time",
});

export const exportSubscriptionInvoices = endpoint({
  method: 'GET',
  path: `${base}/invoices/export`,
  params: cybrOrgIdParams,
  response: z.string(),
  responseType: 'binary',
  summary: 'Every invoice of the organisation as CSV, streamed',
});

export const subscriptionInvoicesOf = endpoint({
  method: 'GET',
  path: `${base}/invoices/{subscriptionId}`,
  params: cybrOrgIdParams.extend({ subscriptionId: idParam }),
  response: z.array(invoiceSchema),
  summary: 'The invoices of one subscription, newest first',
});

export const invoicePdf = endpoint({
  method: 'GET',
  path: `${base}/invoices/{subscriptionId}/{invoiceId}/pdf`,
  params: cybrOrgIdParams.extend({ subscriptionId: idParam, invoiceId: idParam }),
  response: z.string(),
  responseType: 'binary',
  summary: 'One invoice as a PDF',
});

export const markInvoicePaid = endpoint({
  method: 'PATCH',
  path: '/api/v1/platform/invoices/{invoiceId}',
  params: z.object({ invoiceId: idParam }),
  body: z.object({ status: z.literal('paid'), paymentDate: z.iso.datetime({ offset: true }).max(40).optional() }),
  response: invoiceSchema,
  summary: 'Platform staff: records that an invoice was paid',
});

export const runBilling = endpoint({
  method: 'POST',
  path: '/api/v1/platform/billing-runs',
  response: z.object({ issued: z.number().int().nonnegative() }),
  summary: 'Platform staff: issues every invoice that is due now (the server also does this hourly)',
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
  query: page,
  response: paginatedSchema(providerSubscriptionSchema),
  summary: "The organisation's subscriptions across providers, ended ones included, a page at a time",
});
