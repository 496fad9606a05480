import type * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

type Sdk = typeof Sentry;

/** §1: the environments whose errors are reported (the portal's rule too). */
export const reportingEnvironments: readonly string[] = ['production', 'stage'];
/** §1: the share of requests traced. */
export const tracesSampleRate = 0.05;

type ReportingConfig = Pick<Config, 'environment' | 'sentryDsn'>;

/** Whether errors are reported: with a DSN, in production and stage only. */
export function reportsErrors({ environment, sentryDsn }: ReportingConfig): boolean {
  return Boolean(sentryDsn) && reportingEnvironments.includes(environment);
}

/** The SDK's options where errors are reported. */
export function errorReportingOptions(
  sdk: Sdk,
  { dsn, environment }: { dsn: string; environment: string },
): Sentry.NodeOptions {
  return {
    dsn,
    environment,
    tracesSampleRate,
    // Nothing about the person or the request body: what an operator needs is the stack, the route
    // and the request id, under which the log holds the rest.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
    },
    // Trace headers are for our own services; every outgoing call goes to a third party.
    tracePropagationTargets: [],
    integrations: [
      // The error handler reports (reportRequestError): only it knows which failures are answered
      // with 5xx. The SDK's own guess would also report conflicts and unchecked input (409, 400).
      sdk.fastifyIntegration({ shouldHandleError: () => false }),
      // Reported, then the process ends as it does without the SDK (its default would only warn).
      sdk.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
  };
}

// The SDK is loaded only where errors are reported (as in the portal): it takes a third of a second.
let sdk: Sdk | null = null;

/**
 * Starts reporting where the configuration asks for it. Call it before the app is built: the SDK
 * traces the Fastify instances created after it starts. Answers whether it started.
 */
export async function startErrorReporting(config: ReportingConfig): Promise<boolean> {
  if (!config.sentryDsn || !reportsErrors(config)) return false;
  const loaded = await import('@sentry/node');
  loaded.init(errorReportingOptions(loaded, { dsn: config.sentryDsn, environment: config.environment }));
  sdk = loaded;
  return true;
}

/** Sends what is still queued (waiting at most `timeoutMs`), then stops reporting: for shutdown. */
export async function stopErrorReporting(timeoutMs = 2000): Promise<void> {
  const stopping = sdk;
  sdk = null;
  await stopping?.close(timeoutMs);
}

/** An unexpected failure of a request (answered 500): reported with its route and request id. */
export function reportRequestError(error: unknown, request: FastifyRequest): void {
  const reporting = sdk;
  if (!reporting) return;
  reporting.withScope((scope) => {
    scope.setTransactionName(`${request.method} ${request.routeOptions.url ?? '(no route)'}`);
    scope.setTag('request_id', String(request.id));
    reporting.captureException(error);
  });
}

// A route's path can hold a credential (…/tokens/{assertion}); the route pattern names it instead.
const droppedSpanAttribute =
  /^(url\.(full|path|query)|http\.(target|url)|http\.(request|response)\.(header|body)\b|user\.|client\.address|network\.peer\.address)/;

/** The event as sent: no cookies, headers, body, query, address, user or breadcrumbs, whatever collected them. */
export function scrubEvent<E extends Sentry.ErrorEvent>(event: E): E {
  if (event.request) event.request = event.request.method ? { method: event.request.method } : {};
  delete event.user;
  delete event.breadcrumbs;
  for (const exception of event.exception?.values ?? []) {
    // Drizzle puts a failed query's parameters into its message: customer data, tokens.
    if (exception.value) exception.value = exception.value.replace(/\nparams: [\s\S]*$/, '\nparams: [Filtered]');
  }
  return event;
}

/** A traced span as sent: no URL (only the route), headers, bodies or addresses. */
export function scrubSpan<S extends { attributes?: Record<string, unknown> }>(span: S): S {
  for (const key of Object.keys(span.attributes ?? {})) {
    if (droppedSpanAttribute.test(key)) delete span.attributes![key];
  }
  return span;
}
