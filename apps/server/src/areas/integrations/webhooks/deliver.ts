import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema.ts';
import type { JobAttempt } from '../../../jobs/job-queue.ts';
import { recordAudit } from '../../tenancy/index.ts';
import { guardedLookup, isRefusedAddress, RefusedAddressError } from './address-guard.ts';
import type { SecretSealer } from './secrets.ts';

export interface DeliverySettings {
  /** Local receivers allowed (development and tests); otherwise inside addresses are refused. */
  allowPrivate: boolean;
  /** Production: only https addresses. */
  requireHttps: boolean;
  timeoutMs: number;
}

/** The most a payload may weigh, and how much of an answer is kept. */
export const maxPayloadBytes = 256 * 1024;
const excerptLength = 500;

/** An attempt that did not deliver: the job is tried again later (or is dead after its last try). */
export class DeliveryFailed extends Error {
  override readonly name = 'DeliveryFailed';
}

interface Answer {
  status: number;
  excerpt: string;
}

/** One POST with the guarded lookup, a time-out for the whole exchange, and the answer's first characters. */
function post(url: URL, headers: Record<string, string>, body: string, settings: DeliverySettings): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  // An address written as an IP is connected to without a lookup, so the guard judges it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!settings.allowPrivate && isIP(literal) && isRefusedAddress(literal))
    return Promise.reject(new RefusedAddressError(`${literal}, which webhooks may not reach`));
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method: 'POST', headers, lookup: guardedLookup(settings.allowPrivate), timeout: settings.timeoutMs },
      (response: IncomingMessage) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < excerptLength) excerpt += chunk;
          else response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0, excerpt: excerpt.slice(0, excerptLength) });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${settings.timeoutMs} ms`)),
      settings.timeoutMs,
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${settings.timeoutMs} ms`)));
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}

/**
 * The job `webhook.deliver`: one attempt at one message. Signed per Standard Webhooks with the
 * endpoint's secret (and, during a rotation's overlap, the previous one too). A message already
 * delivered is not sent again, so a retry after a crash costs at most the one attempt the receiver
 * may see twice (it dedupes on `webhook-id`). A message waits while an earlier one about the same
 * object to the same endpoint is still on its way, so each object's events arrive in order.
 */
export async function deliverWebhook(
  db: Db,
  sealer: SecretSealer,
  settings: DeliverySettings,
  deliveryId: string,
  attempt: JobAttempt,
): Promise<void> {
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.delivery.status === 'delivered' || found.delivery.status === 'dead') return;
  const { delivery, endpoint } = found;
  if (!endpoint.enabled) {
    await settle(db, deliveryId, { status: 'failed', responseExcerpt: 'The endpoint is switched off' });
    return;
  }
  if (
    delivery.objectId &&
    (await waitForEarlier(db, endpoint.id, delivery.objectId, delivery.createdAt)) &&
    !attempt.last
  )
    throw new DeliveryFailed('an earlier message about the same object is on its way');

  const url = new URL(endpoint.url);
  let outcome: { status: 'delivered' | 'failed'; responseStatus: number | null; responseExcerpt: string };
  const started = performance.now();
  if (settings.requireHttps && url.protocol !== 'https:')
    outcome = { status: 'failed', responseStatus: null, responseExcerpt: 'Only https addresses are delivered to' };
  else if (Buffer.byteLength(delivery.payload) > maxPayloadBytes)
    outcome = { status: 'failed', responseStatus: null, responseExcerpt: 'The message is larger than 256 KB' };
  else {
    const sentAt = new Date();
    const secrets = [sealer.open(endpoint.secret)];
    if (
      endpoint.previousSecret &&
      endpoint.previousSecretUntil &&
      Date.parse(endpoint.previousSecretUntil) > Date.now()
    )
      secrets.push(sealer.open(endpoint.previousSecret));
    const signature = secrets
      .map((secret) => new Webhook(secret).sign(delivery.id, sentAt, delivery.payload))
      .join(' ');
    try {
      const answer = await post(
        url,
        {
          'content-type': 'application/json',
          'user-agent': 'PartnerPortal-Webhooks/1.0',
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        delivery.payload,
        settings,
      );
      outcome = {
        status: answer.status >= 200 && answer.status < 300 ? 'delivered' : 'failed',
        responseStatus: answer.status,
        responseExcerpt: answer.excerpt,
      };
    } catch (error) {
      outcome = {
        status: 'failed',
        responseStatus: null,
        responseExcerpt: (error as Error).message.slice(0, excerptLength),
      };
    }
  }
  const durationMs = Math.round(performance.now() - started);
  const dead = outcome.status === 'failed' && attempt.last;
  await db.transaction(async (tx) => {
    await settle(tx, deliveryId, {
      ...outcome,
      status: dead ? 'dead' : outcome.status,
      durationMs,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      ...(outcome.status === 'delivered' ? { deliveredAt: sql`now()` } : {}),
    });
    if (dead) await switchOffIfFailing(tx, endpoint.id, endpoint.cybrOrgId, delivery.createdAt);
  });
  if (outcome.status === 'failed' && !dead) throw new DeliveryFailed(outcome.responseExcerpt);
}

/** How long a message waits here for an earlier one about its object before it is tried later. */
const orderWaitMs = 10_000;

/**
 * Whether an earlier message about the same object to the same endpoint is still undelivered after
 * a short wait: usually it is being sent by another worker and lands within moments.
 */
async function waitForEarlier(db: Db, endpointId: string, objectId: string, createdAt: string): Promise<boolean> {
  const deadline = Date.now() + orderWaitMs;
  for (;;) {
    const [earlier] = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.objectId, objectId),
          lt(webhookDeliveries.createdAt, createdAt),
          inArray(webhookDeliveries.status, ['pending', 'failed']),
        ),
      )
      .limit(1);
    if (!earlier) return false;
    if (Date.now() > deadline) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function settle(
  db: Pick<Db, 'update'>,
  id: string,
  set: Parameters<ReturnType<Db['update']>['set']> extends [infer S] ? S : never,
) {
  await db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id));
}

/**
 * A message dead after a day of attempts, with nothing delivered to the endpoint since it was
 * written, means the endpoint is gone: it is switched off, and the partner is told on its page
 * and in the audit log. Switching it on again resumes deliveries.
 */
async function switchOffIfFailing(tx: Db, endpointId: string, cybrOrgId: string, since: string): Promise<void> {
  const [delivered] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), sql`${webhookDeliveries.deliveredAt} >= ${since}`))
    .limit(1);
  if (delivered) return;
  const reason = 'Switched off after a day of failed deliveries';
  const [off] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ url: webhookEndpoints.url });
  if (off)
    await recordAudit(tx, {
      actorCybrId: null,
      cybrOrgId,
      action: 'webhook.endpoint.disabled',
      target: endpointId,
      after: { url: off.url, reason },
    });
}
