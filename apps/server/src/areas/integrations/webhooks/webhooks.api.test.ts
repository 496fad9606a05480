import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/contracts';
import { licenses, organizations, webhookDeliveries } from '../../../db/schema.ts';
import { deliverWebhook } from './deliver.ts';
import { webhookSecretSealer } from './secrets.ts';
import { billingFixtures } from '../../billing/billing.fixture.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

// A receiver that checks every message with the Standard Webhooks library itself, not our code.
interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  verifiedWith: string[];
}
function receiver() {
  const received: Received[] = [];
  const secrets: string[] = [];
  let answer = 204;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      };
      const verifiedWith = secrets.filter((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      received.push({ id: headers['webhook-id'], type: parsed.type, data: parsed.data, verifiedWith });
      response
        .writeHead(answer, { 'content-type': 'text/plain' })
        .end(answer >= 300 ? 'receiver down for maintenance' : '');
    });
  });
  return {
    received,
    secrets,
    answer: (status: number) => (answer = status),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let alpine: string;
let cookie: string;
const origin = 'http://127.0.0.1:3000';
const hooks = receiver();
let url = '';
let endpoint: WebhookEndpoint;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'on', WEBHOOKS_ALLOW_PRIVATE: 'on' });
  await t.app.ready();
  alpine = await t.orgId('Alpine Secure IT GmbH');
  cookie = await t.cookieFor('reseller');
  url = await hooks.listen();
}, 60_000);
afterAll(async () => {
  await t.close();
  await hooks.close();
});

const base = () => api(`/api/v1/partners/${alpine}/webhook-endpoints`);
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: base() + path, headers: { cookie, origin }, ...(payload ? { payload } : {}) });
async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms; received ${JSON.stringify(hooks.received)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
async function alpineCustomer() {
  const [row] = await t.database.db
    .select({ cybrOrgId: licenses.cybrOrgId, issued: licenses.issued })
    .from(licenses)
    .innerJoin(organizations, eq(organizations.cybrOrgId, licenses.cybrOrgId))
    .where(and(eq(organizations.partnerCybrOrgId, alpine), eq(licenses.productType, 'standard')))
    .limit(1);
  return row!;
}
const deliveries = async () =>
  (await send('GET', `/${endpoint.id}/deliveries?from=0&to=50`)).json<{ data: WebhookDelivery[]; total: number }>();

describe('webhooks', () => {
  it('registers an endpoint whose secret is shown once, and refuses an address that is not one', async () => {
    const created = await send('POST', '', {
      url,
      description: 'PSA',
      eventTypes: ['license-cap.changed', 'customer.approved'],
    });
    expect(created.statusCode).toBe(200);
    const { endpoint: made, secret } = created.json<{ endpoint: WebhookEndpoint; secret: string }>();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    endpoint = made;
    hooks.secrets.push(secret);
    const list = await send('GET', '');
    expect(list.body).not.toContain(secret.slice(6));
    expect(list.json<{ data: WebhookEndpoint[] }>().data[0]).toMatchObject({ url, enabled: true });

    for (const [payload, field] of [
      [{ url: 'not an address', eventTypes: ['customer.created'] }, 'url'],
      [{ url: 'ftp://example.com/x', eventTypes: ['customer.created'] }, 'url'],
      [{ url, eventTypes: [] }, 'eventTypes'],
    ] as const) {
      const refused = await send('POST', '', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: { field: string }[] }>().fields[0]!.field).toBe(field);
    }
  });

  it('delivers a cap change, signed, with the partner’s view of the customer, once', async () => {
    const customer = await alpineCustomer();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: api(`/api/v1/partners/${alpine}/organizations/${customer.cybrOrgId}/license-caps`),
      headers: { cookie, origin },
      payload: { productType: 'standard', licenseCap: customer.issued + 5 },
    });
    expect(changed.statusCode).toBe(200);
    await until(() => hooks.received.some((r) => r.type === 'license-cap.changed'));
    const [message] = hooks.received.filter((r) => r.type === 'license-cap.changed');
    expect(message!.verifiedWith).toEqual(hooks.secrets);
    expect(message!.data.customer).toMatchObject({ cybrOrgId: customer.cybrOrgId, partnerCybrOrgId: alpine });
    expect(message!.data.licenses).toContainEqual({
      productType: 'standard',
      licenseCap: customer.issued + 5,
      seatsInUse: customer.issued,
    });
    await until(async () => (await deliveries()).data.some((d) => d.id === message!.id && d.status === 'delivered'));
    const shown = (await deliveries()).data.find((d) => d.id === message!.id)!;
    expect(shown).toMatchObject({ eventType: 'license-cap.changed', attempts: 1, responseStatus: 204 });
  });

  it('keeps a failed delivery in the log with the answer, and redelivers it under the same id', async () => {
    hooks.answer(503);
    const test = await send('POST', `/${endpoint.id}/test`);
    expect(test.statusCode).toBe(200);
    const { id } = test.json<WebhookDelivery>();
    await until(async () => (await deliveries()).data.some((d) => d.id === id && d.status === 'failed'));
    expect((await deliveries()).data.find((d) => d.id === id)).toMatchObject({
      responseStatus: 503,
      responseExcerpt: 'receiver down for maintenance',
      attempts: 1,
    });
    hooks.answer(204);
    const again = await send('POST', `/${endpoint.id}/deliveries/${id}/redeliver`);
    expect(again.statusCode).toBe(200);
    await until(async () => (await deliveries()).data.some((d) => d.id === id && d.status === 'delivered'));
    expect(hooks.received.filter((r) => r.id === id).map((r) => r.type)).toEqual(['webhook.test', 'webhook.test']);
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const rotated = await send('POST', `/${endpoint.id}/rotate-secret`);
    const { secret, endpoint: after } = rotated.json<{ secret: string; endpoint: WebhookEndpoint }>();
    expect(after.previousSecretUntil).not.toBeNull();
    const old = hooks.secrets[0]!;
    hooks.secrets.push(secret);
    const { id } = (await send('POST', `/${endpoint.id}/test`)).json<WebhookDelivery>();
    await until(() => hooks.received.some((r) => r.id === id));
    expect(hooks.received.find((r) => r.id === id)!.verifiedWith.sort()).toEqual([old, secret].sort());
  });

  it("answers another partner's endpoints as missing, and sends it none of this partner's events", async () => {
    const other = await t.cookieFor('reseller2');
    const thames = await t.orgId('Thames Cyber Partners Ltd');
    const theirs = await t.app.inject({ url: base(), headers: { cookie: other } });
    const missing = await t.app.inject({
      url: api('/api/v1/partners/no-such-partner/webhook-endpoints'),
      headers: { cookie: other },
    });
    expect([theirs.statusCode, theirs.json<{ message: string }>().message]).toEqual([
      missing.statusCode,
      missing.json<{ message: string }>().message,
    ]);
    const peek = await t.app.inject({
      url: api(`/api/v1/partners/${thames}/webhook-endpoints/${endpoint.id}/deliveries`),
      headers: { cookie: other },
    });
    expect(peek.statusCode).toBe(404);
  });

  it('switched off, delivers nothing; deleted, is gone with its log', async () => {
    const off = await send('PATCH', `/${endpoint.id}`, { enabled: false });
    expect(off.json<WebhookEndpoint>().enabled).toBe(false);
    const before = hooks.received.length;
    const customer = await alpineCustomer();
    await t.app.inject({
      method: 'PATCH',
      url: api(`/api/v1/partners/${alpine}/organizations/${customer.cybrOrgId}/license-caps`),
      headers: { cookie, origin },
      payload: { productType: 'standard', licenseCap: customer.issued + 9 },
    });
    expect((await deliveries()).data.filter((d) => d.status === 'pending')).toEqual([]);
    expect(hooks.received.length).toBe(before);
    expect((await send('DELETE', `/${endpoint.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/${endpoint.id}/deliveries`)).statusCode).toBe(404);
  });
});

describe('an endpoint that keeps failing', () => {
  it('is switched off when a message dies after its last attempt, and the partner is told', async () => {
    const made = await send('POST', '', { url, eventTypes: ['customer.created'] });
    const { endpoint: failing } = made.json<{ endpoint: WebhookEndpoint }>();
    hooks.answer(500);
    try {
      const { id } = (await send('POST', `/${failing.id}/test`)).json<WebhookDelivery>();
      await until(async () =>
        (await send('GET', `/${failing.id}/deliveries`))
          .json<{ data: WebhookDelivery[] }>()
          .data.some((d) => d.id === id && d.status === 'failed'),
      );
      // The last of its attempts, a day later, as the queue would make it.
      const sealer = await webhookSecretSealer(t.database.db);
      await deliverWebhook(t.database.db, sealer, { allowPrivate: true, requireHttps: false, timeoutMs: 5000 }, id, {
        id: 'last',
        retryCount: 12,
        last: true,
      });
      const [listed] = (await send('GET', ''))
        .json<{ data: WebhookEndpoint[] }>()
        .data.filter((e) => e.id === failing.id);
      expect(listed).toMatchObject({ enabled: false, disabledReason: 'Switched off after a day of failed deliveries' });
      const log = await t.app.inject({
        url: api(`/api/v1/partners/${alpine}/audit-log?from=0&to=5&action=webhook.endpoint.disabled`),
        headers: { cookie },
      });
      expect(log.json<{ data: { target: string }[] }>().data[0]!.target).toBe(failing.id);
      const row = (await send('GET', `/${failing.id}/deliveries`)).json<{ data: WebhookDelivery[] }>().data[0]!;
      expect(row).toMatchObject({ id, status: 'dead', responseStatus: 500 });
      // Switched on again by the partner, it takes messages once more.
      expect((await send('PATCH', `/${failing.id}`, { enabled: true })).json<WebhookEndpoint>()).toMatchObject({
        enabled: true,
        disabledReason: null,
      });
    } finally {
      hooks.answer(204);
    }
  });
});

describe('billing events', () => {
  it('tell the partner that bought of its subscription, its cancellation and resumption, and its invoice', async () => {
    const f = await billingFixtures(t);
    const distributorCookie = await t.cookieFor('distributor');
    const made = await t.app.inject({
      method: 'POST',
      url: api(`/api/v1/partners/${f.ids.distributor}/webhook-endpoints`),
      headers: { cookie: distributorCookie, origin },
      payload: {
        url,
        eventTypes: ['subscription.created', 'subscription.cancelled', 'subscription.resumed', 'invoice.issued'],
      },
    });
    hooks.secrets.push(made.json<{ secret: string }>().secret);
    const customer = await f.freshCustomer(f.ids.distributor);
    const { subscriptionId } = await f.buy('distributor', customer);
    for (const resume of [false, true]) {
      const answer = await f.send('PATCH', f.subscriptionsUrl(customer), 'distributor', {
        cybrOrgId: customer,
        subscriptionId,
        resume,
        ...(resume ? {} : { cancellationReason: 'Customer left' }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const about = () =>
      hooks.received.filter(
        (r) =>
          (r.data.subscription as { subscriptionId?: string } | undefined)?.subscriptionId === subscriptionId ||
          (r.data.invoice as { subscriptionId?: string } | undefined)?.subscriptionId === subscriptionId,
      );
    await until(() => about().length === 4);
    expect(
      about()
        .map((r) => r.type)
        .sort(),
    ).toEqual(['invoice.issued', 'subscription.cancelled', 'subscription.created', 'subscription.resumed'].sort());
    // In the order they happened, for the subscription itself.
    expect(
      about()
        .filter((r) => r.type.startsWith('subscription.'))
        .map((r) => r.type),
    ).toEqual(['subscription.created', 'subscription.cancelled', 'subscription.resumed']);
    expect(about().find((r) => r.type === 'subscription.created')!.data.subscription).toMatchObject({
      subscriptionId,
      cybrOrgId: customer,
    });
    expect(about().every((r) => r.verifiedWith.length > 0)).toBe(true);
  });
});

describe('webhook addresses', () => {
  it('that lead inside by the time of delivery are not reached, and the log says why', async () => {
    const made = await send('POST', '', { url, eventTypes: ['customer.created'] });
    const { endpoint: local } = made.json<{ endpoint: WebhookEndpoint }>();
    const { id } = (await send('POST', `/${local.id}/test`)).json<WebhookDelivery>();
    // Received and recorded as delivered (the worker writes that once the answer is in).
    await until(
      async () =>
        (await send('GET', `/${local.id}/deliveries`)).json<{ data: WebhookDelivery[] }>().data[0]?.status ===
        'delivered',
    );
    // The same message once more, by a worker that does not allow local receivers: as if the
    // name had since been pointed inside.
    await t.database.db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, id));
    const sealer = await webhookSecretSealer(t.database.db);
    await expect(
      deliverWebhook(t.database.db, sealer, { allowPrivate: false, requireHttps: false, timeoutMs: 5000 }, id, {
        id: 'direct',
        retryCount: 0,
        last: false,
      }),
    ).rejects.toThrow(/127\.0\.0\.1, which webhooks may not reach/);
    const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: 'failed', responseStatus: null });
    expect(hooks.received.filter((r) => r.id === id)).toHaveLength(1);
  });

  it('are refused when they lead inside, at registration', async () => {
    const strict = await createTestApp({ JOBS_WORKER: 'on' });
    try {
      await strict.app.ready();
      const org = await strict.orgId('Alpine Secure IT GmbH');
      const own = await strict.cookieFor('reseller');
      const register = (target: string) =>
        strict.app.inject({
          method: 'POST',
          url: api(`/api/v1/partners/${org}/webhook-endpoints`),
          headers: { cookie: own, origin },
          payload: { url: target, eventTypes: ['customer.created'] },
        });
      for (const inside of [url, 'http://169.254.169.254/latest', 'http://[::1]:8080/x', 'http://10.1.2.3/x']) {
        const refused = await register(inside);
        expect(refused.statusCode, inside).toBe(400);
        expect(refused.json<{ fields: { field: string; message: string }[] }>().fields[0]).toEqual({
          field: 'url',
          message: 'This address leads to a private network',
        });
      }
    } finally {
      await strict.close();
    }
  });
});
