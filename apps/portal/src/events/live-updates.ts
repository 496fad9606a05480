import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { apiBasePath, customerEventName } from '@portal/contracts';
import { getClientConfig } from '../api/client.ts';
import { openEventStream, type EventSourceMessage } from './event-stream.ts';

export const eventsPath = '/api/v1/events';
export const liveUpdateDebounceMs = 300;

/** Messages that mean "what the screens show may be out of date". */
export function isStaleSignal(message: Pick<EventSourceMessage, 'event'>): boolean {
  return message.event === customerEventName || message.event === 'resync';
}

/**
 * Calls `onStale` once after a burst of signals has gone quiet for `delayMs`: a bulk cap change of
 * many customers then costs one reload of the screen, not one per customer.
 */
export function debounced(
  onStale: () => void,
  delayMs = liveUpdateDebounceMs,
): { signal: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    signal() {
      clearTimeout(timer);
      timer = setTimeout(onStale, delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** While mounted (a signed-in partner's layout), re-runs the current route's loaders when customers change. */
export function useLiveUpdates(enabled: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;

  useEffect(() => {
    if (!enabled) return;
    const burst = debounced(() => void latest.current.revalidate());
    const stream = openEventStream(`${getClientConfig().origin}${apiBasePath}${eventsPath}`, {
      onEvent: (message) => {
        if (isStaleSignal(message)) burst.signal();
      },
    });
    return () => {
      burst.cancel();
      stream.close();
    };
  }, [enabled]);
}
