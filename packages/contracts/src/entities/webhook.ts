import { z } from 'zod';

/**
 * What a partner's endpoints may hear (docs/decisions/0073-webhooks.md). Each payload follows the
 * Standard Webhooks shape `{ type, timestamp, data }`; `data` is the partner's own view of the object.
 */
export const webhookEventTypes = [
  'customer.created',
  'customer.approved',
  'customer.declined',
  'customer.status-changed',
  'license-cap.changed',
  'subscription.created',
  'subscription.cancelled',
  'subscription.resumed',
  'invoice.issued',
  'invoice.paid',
  'access-code.redeemed',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The test event "send a test event" delivers; no endpoint subscribes to it. */
export const webhookTestEventType = 'webhook.test';

export const webhookUrlMax = 2000;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the portal switched it off (persistent failure), or null. */
  disabledReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Until when the previous secret still signs beside the current one, after a rotation. */
  previousSecretUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const eventTypesSchema = z
  .array(webhookEventTypeSchema)
  .min(1, 'Choose at least one event')
  .max(webhookEventTypes.length)
  .refine((types) => new Set(types).size === types.length, 'Each event once');

export const webhookEndpointRequestSchema = z.object({
  url: z.url({ error: 'Enter the full address, e.g. https://example.com/webhooks' }).max(webhookUrlMax),
  description: z.string().trim().max(200).default(''),
  eventTypes: eventTypesSchema,
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequestSchema>;

export const webhookEndpointUpdateSchema = z.object({
  url: z.url({ error: 'Enter the full address, e.g. https://example.com/webhooks' }).max(webhookUrlMax).optional(),
  description: z.string().trim().max(200).optional(),
  eventTypes: eventTypesSchema.optional(),
  /** Switching an endpoint back on clears its failures. */
  enabled: z.boolean().optional(),
});

/** The answer to creating an endpoint or rotating its secret: the only time the secret is sent. */
export const webhookEndpointWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed', 'dead']);

export const webhookDeliverySchema = z.object({
  /** The `webhook-id` the receiver saw: the same on every attempt, so receivers can dedupe. */
  id: z.string(),
  eventType: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The first characters of the receiver's answer, or what went wrong on the way. */
  responseExcerpt: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
