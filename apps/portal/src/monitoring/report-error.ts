import { useCallback } from 'react';
import { CAPTURE_MESSAGE_FAILED, SEND_ERROR_FAILED } from './messages.ts';
import { withTracker } from './tracker.ts';

export { CAPTURE_MESSAGE_FAILED, SEND_ERROR_FAILED } from './messages.ts';

/** Key used when the caller names no component (callers that predate the component parameter). */
const UNNAMED_COMPONENT = '';

// §1: the same error object is reported only once per component: error object → components that reported it.
const reported = new WeakMap<object, Set<string>>();

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
  }
  withTracker((tracker) => {
    try {
      tracker.captureException(error, component);
    } catch (cause) {
      console.error(SEND_ERROR_FAILED, cause);
    }
  }, SEND_ERROR_FAILED);
}

/** Sends a tracking message (not an error) to the error tracker. */
export function captureMonitorMessage(message: string): void {
  withTracker((tracker) => {
    try {
      tracker.captureMessage(message);
    } catch (cause) {
      console.error(CAPTURE_MESSAGE_FAILED, cause);
    }
  }, CAPTURE_MESSAGE_FAILED);
}

/** A stable `reportError` bound to one component name, for use in effects and handlers. */
export function useErrorReporter(componentName: string): (error: unknown) => void {
  return useCallback((error: unknown) => reportError(error, componentName), [componentName]);
}
