/**
 * §9: response cache, lifetime 500 ms, cleanup every 30 s.
 *
 * Semantics (our decision): identical GETs share one response. A request still in flight is
 * shared by every identical GET made meanwhile (in-flight dedupe); once it succeeds, its result
 * is reused for 500 ms after it resolved. A failure is not cached: the entry is dropped and the
 * next call goes to the server (callers already waiting on that request share its failure).
 * Cached JSON values are shared between callers, not copied: treat them as read-only.
 */
export const responseCacheLifetimeMs = 500;
export const responseCacheSweepIntervalMs = 30_000;

interface Entry {
  promise: Promise<unknown>;
  /** Infinity while in flight; resolution time + lifetime afterwards. */
  expiresAt: number;
  settled: boolean;
  waiters: number;
  controller: AbortController;
}

const entries = new Map<string, Entry>();
let sweepTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Returns the cached or in-flight value for `key`, or starts `load`. A caller's `signal` only
 * detaches that caller; the shared request is aborted when every waiting caller has aborted.
 */
export function cachedResponse<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  signal?.throwIfAborted();
  let entry = entries.get(key);
  if (!entry || entry.expiresAt <= Date.now()) entry = start(key, load);
  return join(entry, signal) as Promise<T>;
}

function start(key: string, load: (signal: AbortSignal) => Promise<unknown>): Entry {
  const controller = new AbortController();
  const entry: Entry = {
    promise: Promise.resolve(),
    expiresAt: Number.POSITIVE_INFINITY,
    settled: false,
    waiters: 0,
    controller,
  };
  entry.promise = load(controller.signal).then(
    (value) => {
      entry.settled = true;
      entry.expiresAt = Date.now() + responseCacheLifetimeMs;
      return value;
    },
    (error: unknown) => {
      entry.settled = true;
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    },
  );
  // Keeps a failure nobody waits for any more (all callers aborted) from being unhandled.
  entry.promise.catch(() => undefined);
  entries.set(key, entry);
  startSweep();
  return entry;
}

function join(entry: Entry, signal: AbortSignal | undefined): Promise<unknown> {
  entry.waiters += 1;
  if (!signal) return entry.promise;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      entry.waiters -= 1;
      reject(signal.reason);
      if (entry.waiters === 0 && !entry.settled) {
        for (const [key, value] of entries) if (value === entry) entries.delete(key);
        entry.controller.abort(signal.reason);
      }
    };
    signal.addEventListener('abort', onAbort, { once: true });
    void entry.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Empties the cache. Requests in flight still answer their current callers, but their result is
 * not reused afterwards (each entry settles on its own object, and the map no longer holds it).
 */
export function clearResponseCache(): void {
  entries.clear();
}

/** Removes expired entries; returns how many. Run every 30 s, exported for tests. */
export function sweepResponseCache(now: number = Date.now()): number {
  let removed = 0;
  for (const [key, entry] of entries) {
    if (entry.expiresAt <= now) {
      entries.delete(key);
      removed += 1;
    }
  }
  return removed;
}

export function responseCacheSize(): number {
  return entries.size;
}

/** Starts the 30 s sweep on first use; unref'd (where supported) so it never keeps Node alive. */
function startSweep(): void {
  if (sweepTimer !== undefined) return;
  sweepTimer = setInterval(() => sweepResponseCache(), responseCacheSweepIntervalMs);
  (sweepTimer as { unref?: () => void }).unref?.();
}

/** Stops the sweep timer (tests); the next cached request starts it again. */
export function stopResponseCacheSweep(): void {
  if (sweepTimer !== undefined) clearInterval(sweepTimer);
  sweepTimer = undefined;
}
