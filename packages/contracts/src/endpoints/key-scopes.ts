import type { ApiKeyScope } from '../entities/api-key.ts';
import { catalogue } from './catalogue.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Operations a person does in a browser, which no API key reaches: signing in and out and the
 * provider sign-ins, the staff's platform calls, ghost mode and remote view, what a person says or
 * answers for themselves, terms accepted in their name, and the keys and webhooks themselves.
 */
const sessionOnly = new Set([
  'login',
  'logout',
  'chatAuthorization',
  'crmAuthorization',
  'orgAuthorization',
  'providerTokens',
  'enterMode',
  'leaveMode',
  'sendFeedback',
  'setDeliveryPreference',
  'answerQuiz',
  'recordInteraction',
  'sendTestMessage',
  'acceptTermsOfService',
  'checkout',
  'apiKeys',
  'createApiKey',
  'rotateApiKey',
  'revokeApiKey',
  'webhookEndpoints',
  'createWebhookEndpoint',
  'updateWebhookEndpoint',
  'deleteWebhookEndpoint',
  'rotateWebhookSecret',
  'sendWebhookTestEvent',
  'webhookDeliveries',
  'redeliverWebhook',
]);

/** Money: prices, currency, billing details, subscriptions and invoices, reads and writes alike. */
const billing = new Set([
  'partnerPricing',
  'pricing',
  'pricingV2',
  'subscriptionPrices',
  'setPartnerCurrency',
  'updatePartnerBilling',
  'cancelOrResumeSubscription',
  'exportSubscriptionInvoices',
  'invoicePdf',
  'subscription',
  'subscriptionInvoices',
  'subscriptionInvoicesOf',
  'subscriptions',
  'subscriptionsV3',
  'updateSubscriptionLicenseCaps',
]);

function scopeOf(name: string, ep: Endpoint): ApiKeyScope | 'none' {
  if (sessionOnly.has(name) || ep.path.startsWith('/api/v1/platform/')) return 'none';
  if (billing.has(name)) return 'billing';
  return ep.method === 'GET' ? 'read' : 'write';
}

/**
 * The scope an API key needs for each operation (docs/decisions/0071-api-keys.md), or 'none' where
 * only a signed-in person may call it. The server checks it on every bearer request; the OpenAPI
 * document states it per operation.
 */
export const keyScopes: ReadonlyMap<Endpoint, ApiKeyScope | 'none'> = new Map(
  Object.entries(catalogue).map(([name, ep]) => [ep, scopeOf(name, ep)]),
);
