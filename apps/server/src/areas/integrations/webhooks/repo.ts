import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  webhookTestEventType,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type webhookEndpointUpdateSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema.ts';
import { recordAudit } from '../../tenancy/index.ts';
import { guardedLookup, RefusedAddressError } from './address-guard.ts';
import { newWebhookSecret, type SecretSealer } from './secrets.ts';

/** Endpoints a partner may register: enough for every tool, few enough to watch. */
export const maxEndpointsPerPartner = 20;
/** How long a rotated-away secret keeps signing beside the new one. */
const overlapHours = 24;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

type EndpointRow = typeof webhookEndpoints.$inferSelect;
const endpointView = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: iso(row.createdAt)!,
  previousSecretUntil:
    row.previousSecretUntil && Date.parse(row.previousSecretUntil) > Date.now() ? iso(row.previousSecretUntil) : null,
});

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export const deliveryView = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  durationMs: row.durationMs,
  responseExcerpt: row.responseExcerpt,
  createdAt: iso(row.createdAt)!,
  lastAttemptAt: iso(row.lastAttemptAt),
});

/**
 * Production delivers to https only, and no address may lead inside (checked again at every
 * delivery, since DNS can change): a receiver that breaks either is refused when it is registered.
 */
export async function checkAddress(url: string, requireHttps: boolean, allowPrivate: boolean): Promise<void> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:' && (requireHttps || protocol !== 'http:'))
    throw invalidField('url', 'Use an https address');
  const refusal = await new Promise<Error | null>((resolve) =>
    guardedLookup(allowPrivate)(hostname.replace(/^\[|\]$/g, ''), { all: true }, (error) => resolve(error)),
  );
  if (refusal instanceof RefusedAddressError) throw invalidField('url', 'This address leads to a private network');
  if (refusal) throw invalidField('url', 'This address does not resolve');
}

const own = (cybrOrgId: string, endpointId: string) =>
  and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.cybrOrgId, cybrOrgId));

export async function listEndpoints(db: Db, cybrOrgId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.cybrOrgId, cybrOrgId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(endpointView);
}

export async function createEndpoint(
  db: Db,
  sealer: SecretSealer,
  caller: Caller,
  cybrOrgId: string,
  body: Required<WebhookEndpointRequest>,
) {
  return db.transaction(async (tx) => {
    // Counted under the partner's row lock, so two registrations at once cannot pass the limit together.
    await tx.execute(sql`select 1 from organizations where cybr_org_id = ${cybrOrgId} for update`);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.cybrOrgId, cybrOrgId))) as [{ n: number }];
    if (n >= maxEndpointsPerPartner)
      throw new AppError('CONFLICT', `A partner can register ${maxEndpointsPerPartner} webhook endpoints`);
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id: `ep_${randomUUID().replaceAll('-', '')}`,
        cybrOrgId,
        url: body.url,
        description: body.description,
        eventTypes: body.eventTypes,
        secret: sealer.seal(secret),
        createdBy: caller.cybrId,
      })
      .returning();
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'webhook.endpoint.created',
      target: row!.id,
      after: { url: body.url, eventTypes: body.eventTypes },
    });
    return { endpoint: endpointView(row!), secret };
  });
}

export async function updateEndpoint(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  endpointId: string,
  body: z.output<typeof webhookEndpointUpdateSchema>,
): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhookEndpoints).where(own(cybrOrgId, endpointId)).for('update');
    if (!current) throw notFound('Webhook endpoint not found');
    const change = {
      ...(body.url !== undefined && body.url !== current.url ? { url: body.url } : {}),
      ...(body.description !== undefined && body.description !== current.description
        ? { description: body.description }
        : {}),
      ...(body.eventTypes !== undefined ? { eventTypes: body.eventTypes } : {}),
      ...(body.enabled !== undefined && body.enabled !== current.enabled
        ? { enabled: body.enabled, disabledReason: null }
        : {}),
    };
    if (Object.keys(change).length === 0) return endpointView(current);
    const [row] = await tx.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, endpointId)).returning();
    const before = Object.fromEntries(Object.keys(change).map((key) => [key, current[key as keyof EndpointRow]]));
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'webhook.endpoint.updated',
      target: endpointId,
      before,
      after: change,
    });
    return endpointView(row!);
  });
}

export async function deleteEndpoint(db: Db, caller: Caller, cybrOrgId: string, endpointId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhookEndpoints)
      .where(own(cybrOrgId, endpointId))
      .returning({ url: webhookEndpoints.url });
    if (!gone) throw notFound('Webhook endpoint not found');
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'webhook.endpoint.deleted',
      target: endpointId,
      before: gone,
    });
  });
}

/** A new secret; the previous one keeps signing beside it for a day, so receivers can switch over. */
export async function rotateSecret(
  db: Db,
  sealer: SecretSealer,
  caller: Caller,
  cybrOrgId: string,
  endpointId: string,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhookEndpoints).where(own(cybrOrgId, endpointId)).for('update');
    if (!current) throw notFound('Webhook endpoint not found');
    const secret = newWebhookSecret();
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret: sealer.seal(secret),
        previousSecret: current.secret,
        previousSecretUntil: sql`now() + make_interval(hours => ${overlapHours})`,
      })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'webhook.endpoint.secret-rotated',
      target: endpointId,
    });
    return { endpoint: endpointView(row!), secret };
  });
}

/** A `webhook.test` message to one endpoint, whatever it subscribed to. */
export async function queueTestEvent(db: Db, cybrOrgId: string, endpointId: string): Promise<WebhookDelivery> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(own(cybrOrgId, endpointId));
  if (!endpoint) throw notFound('Webhook endpoint not found');
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = JSON.stringify({
    type: webhookTestEventType,
    timestamp: new Date().toISOString(),
    data: { endpointId, message: 'A test event from the partner portal' },
  });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ id, endpointId, eventType: webhookTestEventType, payload })
    .returning();
  return deliveryView(row!);
}

export async function listDeliveries(db: Db, cybrOrgId: string, endpointId: string, from: number, to: number) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(own(cybrOrgId, endpointId));
  if (!endpoint) throw notFound('Webhook endpoint not found');
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(to - from)
      .offset(from),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map(deliveryView), total: total!.n };
}

/** Sends a message again under its own id: it starts a new round of attempts. */
export async function resetForRedelivery(db: Db, cybrOrgId: string, endpointId: string, deliveryId: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, queuedAt: null, deliveredAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
        sql`exists (select 1 from webhook_endpoints e where e.id = ${endpointId} and e.cybr_org_id = ${cybrOrgId})`,
      ),
    )
    .returning();
  if (!row) throw notFound('Webhook delivery not found');
  return deliveryView(row);
}
