// The part of the API the Settings → Webhooks pages talk to, as a test server answers it: the
// signed-in partner admin, its endpoints and their deliveries, kept here so that a change shows
// when the pages read them again.
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointRequest } from '@portal/contracts';
import type { Handler, ReceivedRequest, Reply } from '../../../api/test-server.ts';
import { partnerId, signedIn } from '../api/api-keys.fixture.ts';

// Midday UTC: the same calendar day in every time zone the tests may run in.
export const webhookEndpoint = (n: number, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: `ep-${n}`,
  url: `https://psa${n}.example.com/webhooks`,
  description: '',
  eventTypes: ['customer.created'],
  enabled: true,
  disabledReason: null,
  createdAt: `2026-03-0${n}T12:00:00.000Z`,
  previousSecretUntil: null,
  ...overrides,
});

/** The n-th delivery (from 1, oldest first), made 1 March 2026 plus n minutes. */
export const webhookDelivery = (n: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: `msg_${String(n).padStart(4, '0')}`,
  eventType: 'customer.created',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  durationMs: 120 + n,
  responseExcerpt: 'ok',
  createdAt: new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString(),
  lastAttemptAt: new Date(Date.UTC(2026, 2, 1, 12, n, 1)).toISOString(),
  ...overrides,
});

/** A signing secret as the server makes it, different for each one issued. */
export const secretOf = (n: number) => `whsec_${String(n).repeat(32)}`;

/** The webhook calls sent, as "METHOD path-after-webhook-endpoints[?query]", in order; `reads` includes GETs. */
export const webhookCallsSent = (requests: readonly ReceivedRequest[], reads = false): string[] =>
  requests
    .filter((request) => request.url.includes('/webhook-endpoints') && (reads || request.method !== 'GET'))
    .map((request) => `${request.method} ${request.url.split('/webhook-endpoints')[1] || '/'}`);

export interface WebhooksState {
  endpoints: WebhookEndpoint[];
  /** Each endpoint's deliveries, newest first. */
  deliveries: Record<string, WebhookDelivery[]>;
}

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'No such webhook endpoint' } };

/**
 * Answers as the server would for `state`. A create or an update goes to `refuse` first when given
 * (which answers a refusal, or null to go on); by default it is stored.
 */
export function webhooksApi(state: WebhooksState, refuse?: (request: ReceivedRequest) => Reply | null): Handler {
  let issued = 0;
  const issue = (endpoint: WebhookEndpoint) => ({ endpoint, secret: secretOf((issued += 1)) });
  return (request) => {
    const [path, query = ''] = request.url.split('?') as [string, string?];
    if (path.endsWith('/users/me')) return { body: signedIn };
    const base = `/partners/${partnerId}/webhook-endpoints`;
    const at = path.indexOf(base);
    if (at < 0) return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    const refused = request.method !== 'GET' ? refuse?.(request) : null;
    if (refused) return refused;
    const [, endpointId, verb, deliveryId] = path.slice(at + base.length).split('/');
    const body = request.body ? (JSON.parse(request.body) as Partial<WebhookEndpointRequest & WebhookEndpoint>) : {};
    if (!endpointId) {
      if (request.method === 'GET') return { body: { data: state.endpoints } };
      const endpoint = webhookEndpoint(9, {
        ...body,
        id: `new-${issued + 1}`,
        createdAt: new Date().toISOString(),
      });
      state.endpoints.unshift(endpoint);
      state.deliveries[endpoint.id] = [];
      return { body: issue(endpoint) };
    }
    const index = state.endpoints.findIndex((endpoint) => endpoint.id === endpointId);
    if (index < 0) return notFound;
    const endpoint = state.endpoints[index]!;
    const deliveries = (state.deliveries[endpointId] ??= []);
    if (request.method === 'PATCH') {
      const changed = { ...endpoint, ...body, ...(body.enabled && { disabledReason: null }) };
      state.endpoints[index] = changed;
      return { body: changed };
    }
    if (request.method === 'DELETE') {
      state.endpoints.splice(index, 1);
      return { body: { ok: true } };
    }
    if (verb === 'rotate-secret') {
      const rotated = { ...endpoint, previousSecretUntil: '2026-04-02T12:00:00.000Z' };
      state.endpoints[index] = rotated;
      return { body: issue(rotated) };
    }
    if (verb === 'test') {
      const sent = webhookDelivery(deliveries.length + 1, { eventType: 'webhook.test', status: 'pending' });
      deliveries.unshift(sent);
      return { body: sent };
    }
    if (verb === 'deliveries' && deliveryId) {
      const again = deliveries.find((delivery) => delivery.id === deliveryId);
      if (!again) return notFound;
      again.status = 'pending';
      again.attempts += 1;
      return { body: again };
    }
    if (verb === 'deliveries') {
      const search = new URLSearchParams(query);
      const from = Number(search.get('from') ?? 0);
      const to = Number(search.get('to') ?? 25);
      const data = deliveries.slice(from, to);
      const total = deliveries.length;
      return { body: { data, count: data.length, from, to: from + data.length, reqFrom: from, reqTo: to, total } };
    }
    return { status: 405, body: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' } };
  };
}
