import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam, okResponse } from './common.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { queryInt } from './query-params.ts';
import {
  webhookDeliverySchema,
  webhookEndpointRequestSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
} from '../entities/webhook.ts';

// Settings → Webhooks (docs/decisions/0073-webhooks.md): a partner's admins manage its endpoints.
const endpointParams = z.object({ cybrOrgId: idParam, endpointId: idParam });
const deliveryParams = z.object({ cybrOrgId: idParam, endpointId: idParam, deliveryId: idParam });
const base = '/api/v1/partners/{cybrOrgId}/webhook-endpoints';

export const webhookEndpoints = endpoint({
  method: 'GET',
  path: base,
  params: cybrOrgIdParams,
  response: z.object({ data: z.array(webhookEndpointSchema) }),
  summary: "The partner's webhook endpoints, newest first",
});

export const createWebhookEndpoint = endpoint({
  method: 'POST',
  path: base,
  params: cybrOrgIdParams,
  body: webhookEndpointRequestSchema,
  response: webhookEndpointWithSecretSchema,
  summary: 'Registers an endpoint; the answer is the only time its signing secret is shown',
});

export const updateWebhookEndpoint = endpoint({
  method: 'PATCH',
  path: `${base}/{endpointId}`,
  params: endpointParams,
  body: webhookEndpointUpdateSchema,
  response: webhookEndpointSchema,
  summary: 'Changes the address, events or description of an endpoint, or switches it off or on',
});

export const deleteWebhookEndpoint = endpoint({
  method: 'DELETE',
  path: `${base}/{endpointId}`,
  params: endpointParams,
  response: okResponse,
  summary: 'Removes an endpoint; nothing more is delivered to it',
});

export const rotateWebhookSecret = endpoint({
  method: 'POST',
  path: `${base}/{endpointId}/rotate-secret`,
  params: endpointParams,
  response: webhookEndpointWithSecretSchema,
  summary: 'A new signing secret; the previous one keeps signing beside it for 24 hours',
});

export const sendWebhookTestEvent = endpoint({
  method: 'POST',
  path: `${base}/{endpointId}/test`,
  params: endpointParams,
  response: webhookDeliverySchema,
  summary: 'Queues a webhook.test event to the endpoint and answers its delivery',
});

export const webhookDeliveries = endpoint({
  method: 'GET',
  path: `${base}/{endpointId}/deliveries`,
  params: endpointParams,
  query: z
    .object({ from: queryInt(0, 10_000_000).default(0), to: queryInt(1, 10_000_100).default(25) })
    .refine((q) => q.to > q.from && q.to - q.from <= 100, {
      path: ['to'],
      message: 'to must be greater than from and at most 100 past it',
    }),
  response: paginatedSchema(webhookDeliverySchema),
  summary: "An endpoint's deliveries, newest first",
});

export const redeliverWebhook = endpoint({
  method: 'POST',
  path: `${base}/{endpointId}/deliveries/{deliveryId}/redeliver`,
  params: deliveryParams,
  response: webhookDeliverySchema,
  summary: 'Sends a delivery again, with the same webhook-id',
});
