/**
 * The error tracker's SDK is large and only production and stage report (§1), so it is loaded on
 * demand. Reports made while it loads wait in a queue; with reporting off they are dropped.
 */
export interface Tracker {
  captureException(error: unknown, component?: string): void;
  captureMessage(message: string): void;
  setUser(cybrId: string | null): void;
}

interface Pending {
  run: (tracker: Tracker) => void;
  /** §8 console message if the SDK never arrives; none for what is not a report. */
  failureMessage?: string;
}

type State = { kind: 'off' } | { kind: 'loading'; queue: Pending[] } | { kind: 'on'; tracker: Tracker };

let state: State = { kind: 'off' };

/** Runs `run` with the tracker now, or once it has loaded; not at all while reporting is off. */
export function withTracker(run: Pending['run'], failureMessage?: string): void {
  if (state.kind === 'on') run(state.tracker);
  else if (state.kind === 'loading') state.queue.push({ run, failureMessage });
}

/** Loads and starts the tracker; resolves to whether reporting is on. A later start or stop wins. */
export async function startTracker(load: () => Promise<Tracker | null>): Promise<boolean> {
  const loading: State = { kind: 'loading', queue: [] };
  state = loading;
  let tracker: Tracker | null;
  try {
    tracker = await load();
  } catch (cause) {
    if (state === loading) state = { kind: 'off' };
    for (const { failureMessage } of loading.queue) if (failureMessage) console.error(failureMessage, cause);
    return false;
  }
  if (state !== loading) return false;
  state = tracker ? { kind: 'on', tracker } : { kind: 'off' };
  if (tracker) for (const { run } of loading.queue) run(tracker);
  return tracker !== null;
}

export function stopTracker(): void {
  state = { kind: 'off' };
}
