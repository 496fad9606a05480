import { EventStreamContentType, fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { reportError } from '../monitoring/report-error.ts';

/** §4: the three states of the event stream. */
export type EventStreamState = 'connecting' | 'open' | 'closed';

export type { EventSourceMessage };

/** §9: event-stream reconnect delay 3 s. */
export const DEFAULT_RETRY_DELAY_MS = 3000;

export interface EventStreamOptions {
  /** Every message the server sends (`id`, `event`, `data`, `retry`). */
  onEvent: (event: EventSourceMessage) => void;
  /** Called on every state change, starting with 'connecting'. */
  onStateChange?: (state: EventStreamState) => void;
  /** Called once when the stream closes because of an error (non-200, 204, wrong content type). */
  onError?: (error: EventStreamError) => void;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Wait before reconnecting after the stream ended or the network failed. */
  retryDelayMs?: number;
  /** Aborting it is the same as calling close(). */
  signal?: AbortSignal;
}

export interface EventStream {
  close(): void;
  readonly state: EventStreamState;
}

/** §4: the answer to the stream request was not a usable event stream; the stream closes, no retry. */
export class EventStreamError extends Error {
  override readonly name = 'EventStreamError';
  constructor(
    message: string,
    readonly status: number,
    readonly contentType: string | null,
  ) {
    super(message);
  }
}

/** Thrown from onclose so the library treats "server ended the stream" like a network failure (→ retry). */
class StreamEnded extends Error {
  override readonly name = 'StreamEnded';
}

/**
 * Opens a server-sent-events stream (§4 event stream, §9 reconnect delay).
 *
 * Reconnect policy:
 * - 204, any other non-200 status, or a content type that is not text/event-stream: an error; the stream
 *   closes for good (state 'closed', onError called), no retry. The spec says such an answer "is an error
 *   and closes" and names no retry for any of them; retrying a 401/403/404/500 every 3 s forever would
 *   only hammer the server, so the caller decides (e.g. opens a new stream after signing in again).
 * - The server ends the stream, or the network fails (connection refused, reset, dropped mid-stream):
 *   state goes back to 'connecting' and a new request is made after `retryDelayMs` (default 3 s, §9),
 *   indefinitely, sending Last-Event-ID when the server gave ids. The delay is fixed: a `retry:` field
 *   from the server does not change it.
 * - close() (or aborting `signal`) stops everything: the open request is aborted, a pending reconnect
 *   is cancelled, state 'closed'.
 * - An exception thrown by onEvent/onStateChange is reported (monitoring) and does not affect the stream.
 */
export function openEventStream(url: string, options: EventStreamOptions): EventStream {
  const { onEvent, onStateChange, onError, signal, retryDelayMs = DEFAULT_RETRY_DELAY_MS } = options;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const controller = new AbortController();
  let state: EventStreamState = 'connecting';

  const guarded = <A extends unknown[]>(callback: ((...args: A) => void) | undefined, ...args: A): void => {
    try {
      callback?.(...args);
    } catch (error) {
      reportError(error, 'event-stream');
    }
  };

  const isClosed = (): boolean => state === 'closed';

  const setState = (next: EventStreamState): void => {
    if (state === next) return;
    state = next;
    guarded(onStateChange, next);
  };

  const close = (): void => {
    if (state === 'closed' && controller.signal.aborted) return;
    signal?.removeEventListener('abort', close);
    setState('closed');
    // The library listens to this signal: it aborts the request in flight and clears the retry timer.
    controller.abort();
  };

  const handle: EventStream = {
    close,
    get state() {
      return state;
    },
  };

  guarded(onStateChange, state);
  if (signal?.aborted) close();
  // Closed already (aborted signal, or onStateChange called close()): make no request at all.
  if (controller.signal.aborted) return handle;
  signal?.addEventListener('abort', close, { once: true });

  fetchEventSource(url, {
    signal: controller.signal,
    fetch: fetchImpl,
    // §7: requests send cookies (the session cookie), also if the API is on another origin.
    credentials: 'include',
    // By default the library closes the stream whenever the tab is hidden and reopens it when it is
    // shown again. We keep it open: events that arrive while the tab is in the background must not be
    // lost, and every tab switch would otherwise cost a reconnect. (It also means the library adds no
    // document 'visibilitychange' listener.)
    openWhenHidden: true,
    async onopen(response) {
      if (isClosed()) throw new Error('Event stream closed');
      const contentType = response.headers.get('content-type');
      if (response.status === 204) {
        throw new EventStreamError('Event stream answered 204 No Content', 204, contentType);
      }
      if (response.status !== 200) {
        throw new EventStreamError(`Event stream answered status ${response.status}`, response.status, contentType);
      }
      if (!contentType?.toLowerCase().startsWith(EventStreamContentType)) {
        throw new EventStreamError(
          `Event stream answered content type ${contentType ?? '(none)'}, expected ${EventStreamContentType}`,
          response.status,
          contentType,
        );
      }
      setState('open');
    },
    onmessage(message) {
      guarded(onEvent, message);
    },
    onclose() {
      // The library would resolve and stop here; throwing routes the stream end through onerror → retry.
      throw new StreamEnded('Event stream ended by the server');
    },
    onerror(error: unknown) {
      if (isClosed()) throw error;
      if (error instanceof EventStreamError) {
        setState('closed');
        signal?.removeEventListener('abort', close);
        guarded(onError, error);
        // Throwing from onerror makes the library stop for good (no retry).
        throw error;
      }
      // Stream end or network failure: back to connecting, retry after the fixed delay.
      setState('connecting');
      // An onStateChange listener may have called close() just now. The library has then already
      // disposed, but would still schedule the retry we return: throw instead so nothing is scheduled.
      if (isClosed()) throw error;
      return retryDelayMs;
    },
  }).catch(() => {
    // The library rejects after a fatal error (already handled in onerror); nothing left to do.
  });

  return handle;
}
