import * as Sentry from '@sentry/react';
import { CAPTURE_MESSAGE_FAILED, SEND_ERROR_FAILED } from './messages.ts';
import type { Tracker } from './tracker.ts';

// Loaded only where reporting is on (see init.ts): this module is the only one importing the SDK.

export interface SentryOptions {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
}

// The SDK itself drops an error object it has captured before (it marks it with this property), which
// would make a second component's report vanish. reportError does the §1 dedupe, so every capture
// that reaches here is wanted and the mark is cleared. (Guarded by the "two components → two reports" test.)
const SDK_CAPTURED_MARK = '__sentry_captured__';

/** Starts the SDK; null when it declines to (it then sends nothing). */
export function startSentry(options: SentryOptions): Tracker | null {
  const client = Sentry.init({
    ...options,
    integrations: (defaults) => [
      // The SDK's Dedupe drops an event that looks like the previous one (same message and stack), which
      // would swallow the same error reported by a second component, or a second error object thrown by
      // the same code. §1's dedupe (same object, same component) is done by reportError instead.
      ...defaults.filter((integration) => integration.name !== 'Dedupe'),
      // Page loads and navigations are traced, sampled at tracesSampleRate.
      Sentry.browserTracingIntegration(),
    ],
  });
  if (!client) return null;
  watchDeliveries(client);
  return {
    captureException(error, component) {
      if (typeof error === 'object' && error !== null) Reflect.deleteProperty(error, SDK_CAPTURED_MARK);
      watchDelivery(Sentry.captureException(error, component ? { tags: { component } } : undefined), SEND_ERROR_FAILED);
    },
    captureMessage(message) {
      watchDelivery(Sentry.captureMessage(message), CAPTURE_MESSAGE_FAILED);
    },
    setUser(cybrId) {
      // §3: the error-reporting user record carries cybr-id.
      Sentry.setUser(cybrId ? { id: cybrId, 'cybr-id': cybrId } : null);
    },
  };
}

// The SDK sends in the background and swallows transport failures (network error, 4xx/5xx), so a
// try/catch around captureException only sees synchronous failures. To log §8's messages when the
// sending itself fails, we remember which console message belongs to which event id and look at the
// outcome the client reports after each send ('afterSendEvent').
const MAX_WATCHED = 100;
const watched = new Map<string, string>();

function watchDelivery(eventId: string, failureMessage: string): void {
  if (!Sentry.isEnabled()) return;
  watched.set(eventId, failureMessage);
  // Events the SDK drops before sending (filters, sampling) never get an outcome; keep the map bounded.
  if (watched.size > MAX_WATCHED) watched.delete(watched.keys().next().value!);
}

function watchDeliveries(client: NonNullable<ReturnType<typeof Sentry.getClient>>): void {
  client.on('afterSendEvent', (event, response) => {
    const failureMessage = event.event_id ? watched.get(event.event_id) : undefined;
    if (failureMessage === undefined) return;
    watched.delete(event.event_id!);
    const status = response.statusCode;
    // No status: the request failed (network error) or the transport dropped it (rate limit, full queue).
    if (status === undefined || status < 200 || status >= 300) {
      console.error(failureMessage, status === undefined ? 'not sent' : `status ${status}`);
    }
  });
}
