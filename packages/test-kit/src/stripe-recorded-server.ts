import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stripe-fixtures');

export type StripeFixture =
  'customer' | 'product' | 'product-missing' | 'subscription-created' | 'invoice-paid' | 'card-error' | 'api-error';

/** A recorded Stripe response body, parsed fresh each time so a test may change its copy. */
export function stripeFixture(name: StripeFixture): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8')) as Record<string, unknown>;
}

export interface RecordedStripeRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe reads it: bracketed keys (`items[0][quantity]`) to values. */
  form: Record<string, string>;
}

type Scripted = { status: number; body: unknown } | 'hang';

export interface StripeRecordedServer {
  /** For STRIPE_API_BASE. */
  apiBase: string;
  requests: RecordedStripeRequest[];
  /** The next request gets this answer instead of its recording; 'hang' never answers. */
  answerNext(answer: Scripted): void;
  /** Products are missing until created (the first checkout on a new Stripe account). */
  productsMissing: boolean;
  close(): Promise<void>;
}

/** The subscription as Stripe answers it when `latest_invoice` is not expanded. */
function unexpandedSubscription(): Record<string, unknown> {
  const subscription = stripeFixture('subscription-created');
  subscription.latest_invoice = (subscription.latest_invoice as { id: string }).id;
  return subscription;
}

function recorded(method: string, route: string, server: StripeRecordedServer): { status: number; body: unknown } {
  const product = /^\/v1\/products\/([^/]+)$/.exec(route);
  if (method === 'GET' && product) {
    if (server.productsMissing) return { status: 404, body: stripeFixture('product-missing') };
    return { status: 200, body: { ...stripeFixture('product'), id: decodeURIComponent(product[1]!) } };
  }
  if (method === 'POST' && route === '/v1/products') return { status: 200, body: stripeFixture('product') };
  if (method === 'POST' && route === '/v1/customers') return { status: 200, body: stripeFixture('customer') };
  if (method === 'POST' && route === '/v1/subscriptions')
    return { status: 200, body: stripeFixture('subscription-created') };
  if ((method === 'GET' || method === 'POST') && /^\/v1\/subscriptions\/[^/]+$/.test(route))
    return { status: 200, body: unexpandedSubscription() };
  const missing = stripeFixture('product-missing');
  (missing.error as Record<string, unknown>).message = 'Unrecognized request URL';
  return { status: 404, body: missing };
}

/**
 * A stand-in for api.stripe.com on a loopback port: answers the SDK with responses recorded from
 * Stripe (stripe-fixtures/), keeps every request it got, and can fail or hang on demand.
 */
export async function startStripeRecordedServer(): Promise<StripeRecordedServer> {
  const scripted: Scripted[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.local');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      recorder.requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        form,
      });
      const answer = scripted.shift() ?? recorded(request.method ?? 'GET', url.pathname, recorder);
      if (answer === 'hang') return;
      if (request.method === 'POST' && url.pathname === '/v1/products' && answer.status === 200)
        recorder.productsMissing = false;
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_recorded${recorder.requests.length}`,
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const recorder: StripeRecordedServer = {
    apiBase: `http://127.0.0.1:${port}`,
    requests: [],
    productsMissing: false,
    answerNext: (answer) => scripted.push(answer),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return recorder;
}
