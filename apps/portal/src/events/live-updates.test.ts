import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounced, isStaleSignal } from './live-updates.ts';

describe('live updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a customer change and a resync make the screens stale; other messages do not', () => {
    expect(isStaleSignal({ event: 'customer.changed' })).toBe(true);
    expect(isStaleSignal({ event: 'resync' })).toBe(true);
    expect(isStaleSignal({ event: 'ping' })).toBe(false);
    expect(isStaleSignal({ event: '' })).toBe(false);
  });

  it('a burst of changes reloads once, after it has been quiet for 300 ms', () => {
    const reload = vi.fn();
    const burst = debounced(reload);
    for (let i = 0; i < 20; i++) {
      burst.signal();
      vi.advanceTimersByTime(100);
    }
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(reload).toHaveBeenCalledTimes(1);
    burst.signal();
    vi.advanceTimersByTime(300);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('nothing reloads after the stream is closed', () => {
    const reload = vi.fn();
    const burst = debounced(reload);
    burst.signal();
    burst.cancel();
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });
});
