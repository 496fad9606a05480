import { describe, expect, it } from 'vitest';
import { reportSpan } from './report-period.ts';

const now = new Date('2026-03-01T12:00:00Z');
const iso = (span: { start: Date; end: Date }) => [span.start.toISOString(), span.end.toISOString()];

describe('reportSpan', () => {
  it.each([
    ['24hours', '2026-02-28T12:00:00.000Z'],
    ['7days', '2026-02-22T12:00:00.000Z'],
    ['30days', '2026-01-30T12:00:00.000Z'],
    ['12months', '2025-03-01T12:00:00.000Z'],
  ] as const)('%s ends now and starts at %s', (period, start) => {
    expect(iso(reportSpan({ period }, now))).toEqual([start, now.toISOString()]);
  });

  it('a custom period covers whole UTC days, both ends included', () => {
    expect(iso(reportSpan({ period: 'custom', from: '2026-01-31', to: '2026-02-01' }, now))).toEqual([
      '2026-01-31T00:00:00.000Z',
      '2026-02-02T00:00:00.000Z',
    ]);
  });
});
