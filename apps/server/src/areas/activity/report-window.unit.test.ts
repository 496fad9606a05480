import { describe, expect, it } from 'vitest';
import { reportWindow } from './report-window.ts';

const now = new Date('2026-03-01T12:30:00Z');

describe('reportWindow', () => {
  it.each([
    ['24hours', '2026-02-28T12:30:00.000Z'],
    ['7days', '2026-02-22T12:30:00.000Z'],
    ['30days', '2026-01-30T12:30:00.000Z'],
    ['12months', '2025-03-01T12:30:00.000Z'],
  ] as const)('%s reaches back from now to %s with no end', (period, start) => {
    expect(reportWindow({ period }, now)).toEqual({ start: new Date(start), end: null });
  });

  it('a custom period covers its first and last day whole, in UTC', () => {
    const window = reportWindow({ period: 'custom', from: '2026-01-31', to: '2026-02-02' }, now);
    expect(window.start.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(window.end?.toISOString()).toBe('2026-02-03T00:00:00.000Z');
  });

  it('a one-day custom period is that day', () => {
    const window = reportWindow({ period: 'custom', from: '2024-02-29', to: '2024-02-29' }, now);
    expect(window.end!.getTime() - window.start.getTime()).toBe(86_400_000);
  });
});
