import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTracker, stopTracker, withTracker, type Tracker } from './tracker.ts';

function fakeTracker(log: string[]): Tracker {
  return {
    captureException: (error) => log.push(`error ${String((error as Error).message)}`),
    captureMessage: (message) => log.push(`message ${message}`),
    setUser: (cybrId) => log.push(`user ${cybrId}`),
  };
}

afterEach(() => stopTracker());

describe('the error tracker, loaded on demand', () => {
  it('while reporting is off, nothing is kept for later', async () => {
    const log: string[] = [];
    withTracker((t) => t.captureMessage('dropped'));
    expect(await startTracker(async () => fakeTracker(log))).toBe(true);
    expect(log).toEqual([]);
  });

  it('runs what arrived during loading once loaded, in order, then at once', async () => {
    const log: string[] = [];
    let arrive!: (tracker: Tracker) => void;
    const started = startTracker(() => new Promise((resolve) => (arrive = resolve)));
    withTracker((t) => t.setUser('u-1'));
    withTracker((t) => t.captureException(new Error('first')));
    expect(log).toEqual([]);
    arrive(fakeTracker(log));
    expect(await started).toBe(true);
    withTracker((t) => t.captureMessage('later'));
    expect(log).toEqual(['user u-1', 'error first', 'message later']);
  });

  it('an SDK that declines to start leaves reporting off and drops what waited', async () => {
    const log: string[] = [];
    withTracker((t) => t.captureMessage('never'));
    expect(await startTracker(async () => null)).toBe(false);
    withTracker((t) => t.captureMessage('never either'));
    expect(log).toEqual([]);
  });

  it('an SDK that fails to load logs the §8 message of each report that waited for it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    let fail!: (error: unknown) => void;
    const started = startTracker(() => new Promise((_resolve, reject) => (fail = reject)));
    withTracker(() => {}, 'error sending error to tracker');
    withTracker(() => {});
    fail(failure);
    expect(await started).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('error sending error to tracker', failure);
    consoleError.mockRestore();
  });

  it('switching reporting off while the SDK loads keeps it off', async () => {
    const log: string[] = [];
    let arrive!: (tracker: Tracker) => void;
    const started = startTracker(() => new Promise((resolve) => (arrive = resolve)));
    withTracker((t) => t.captureMessage('dropped'));
    stopTracker();
    arrive(fakeTracker(log));
    expect(await started).toBe(false);
    withTracker((t) => t.captureMessage('dropped too'));
    expect(log).toEqual([]);
  });
});
