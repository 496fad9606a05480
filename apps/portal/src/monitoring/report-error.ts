import * as Sentry from '@sentry/react';

// §1: the same error object is reported once, however many places see it.
const reported = new WeakSet<object>();

export function reportError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  try {
    Sentry.captureException(error);
  } catch {
    console.error('error sending error to tracker');
  }
}
