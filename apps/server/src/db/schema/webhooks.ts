import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '@portal/contracts';
import { tz } from './columns.ts';
import { organizations, users } from './core.ts';

// A partner's webhook endpoints (migration 0031); the secrets are sealed.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    cybrOrgId: text('cybr_org_id')
      .notNull()
      .references(() => organizations.cybrOrgId),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: tz('previous_secret_until'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.cybrId),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.cybrOrgId)],
);

// One message to one endpoint: its id is the `webhook-id` of every attempt.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    objectId: text('object_id'),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    responseExcerpt: text('response_excerpt'),
    createdAt: tz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    queuedAt: tz('queued_at'),
    lastAttemptAt: tz('last_attempt_at'),
    deliveredAt: tz('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_unqueued_idx')
      .on(t.createdAt)
      .where(sql`${t.queuedAt} is null`),
  ],
);
