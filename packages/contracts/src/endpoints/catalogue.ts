import type { Endpoint } from './endpoint.ts';
import * as auth from './auth.ts';
import * as organizations from './organizations.ts';
import * as partners from './partners.ts';
import * as partnerBilling from './partner-billing.ts';
import * as users from './users.ts';
import * as accessCodes from './access-codes.ts';
import * as activity from './activity.ts';
import * as platform from './platform.ts';
import * as pricing from './pricing.ts';
import * as subscriptions from './subscriptions.ts';
import * as checkout from './checkout.ts';
import * as customerManagement from './customer-management.ts';
import * as resourceLibrary from './resources.ts';
import * as resourceUploads from './resource-uploads.ts';
import * as connections from './connections.ts';
import * as sellerDetails from './seller-details.ts';
import * as apiKeyEndpoints from './api-keys.ts';
import * as webhookEndpointCalls from './webhooks.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every call of spec §7, by name: the source of the OpenAPI document and of the route tests. */
export const catalogue: Record<string, Endpoint> = Object.fromEntries(
  Object.entries({
    ...auth,
    ...users,
    ...organizations,
    ...partners,
    ...partnerBilling,
    ...accessCodes,
    ...platform,
    ...pricing,
    ...subscriptions,
    ...checkout,
    ...activity,
    ...customerManagement,
    ...resourceLibrary,
    ...resourceUploads,
    ...connections,
    ...sellerDetails,
    ...apiKeyEndpoints,
    ...webhookEndpointCalls,
  }).filter(([, value]) => isEndpoint(value)),
) as Record<string, Endpoint>;
