import * as Sentry from '@sentry/react';
import { useCallback } from 'react';

/** §8 console messages. */
export const SEND_ERROR_FAILED = 'error sending error to tracker';
export const CAPTURE_MESSAGE_FAILED = 'error capturing monitor tracking message';

/** Key used when the caller names no component (callers that predate the component parameter). */
const UNNAMED_COMPONENT = '';

// §1: the same error object is reported only once per component: error object → components that reported it.
const reported = new WeakMap<object, Set<string>>();

// The SDK itself drops an error object it has captured before (it marks it with this property), which
// would make a second component's report vanish. Our WeakMap does the §1 dedupe, so a first report for
// a component clears the mark. (Guarded by the "two components → two reports" test.)
const SDK_CAPTURED_MARK = '__sentry_captured__';

/**
 * Reports an error to the error tracker (§1), once per (error object, component). Errors that are not
 * objects (strings, numbers) cannot be told apart by identity and are reported every time.
 */
export function reportError(error: unknown, component?: string): void {
  if (typeof error === 'object' && error !== null) {
    const key = component ?? UNNAMED_COMPONENT;
    let components = reported.get(error);
    if (components?.has(key)) return;
    if (!components) reported.set(error, (components = new Set()));
    components.add(key);
    Reflect.deleteProperty(error, SDK_CAPTURED_MARK);
  }
  try {
    const eventId = Sentry.captureException(error, component ? { tags: { component } } : undefined);
    watchDelivery(eventId, SEND_ERROR_FAILED);
  } catch (cause) {
    console.error(SEND_ERROR_FAILED, cause);
  }
}

/** Sends a tracking message (not an error) to the error tracker. */
export function captureMonitorMessage(message: string): void {
  try {
    const eventId = Sentry.captureMessage(message);
    watchDelivery(eventId, CAPTURE_MESSAGE_FAILED);
  } catch (cause) {
    console.error(CAPTURE_MESSAGE_FAILED, cause);
  }
}

/** A stable `reportError` bound to one component name, for use in effects and handlers. */
export function useErrorReporter(componentName: string): (error: unknown) => void {
  return useCallback((error: unknown) => reportError(error, componentName), [componentName]);
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

/** Called by initMonitoring for each new client. */
export function watchDeliveries(client: NonNullable<ReturnType<typeof Sentry.getClient>>): void {
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
