import type { ReportQuery } from '@portal/contracts';

const dayMs = 86_400_000;
const presetDays = { '24hours': 1, '7days': 7, '30days': 30 } as const;

/**
 * The half-open span [start, end) a report query covers: a preset period ends now; a custom one runs
 * from the start of `from` to the end of `to`, whole days in UTC (docs/decisions/0059-insider-threat-detection.md).
 */
export function reportSpan(
  query: Pick<ReportQuery, 'period' | 'from' | 'to'>,
  now = new Date(),
): { start: Date; end: Date } {
  if (query.period === 'custom') {
    // The contract requires both days for a custom period.
    return { start: new Date(`${query.from}T00:00:00Z`), end: new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs) };
  }
  if (query.period === '12months') {
    const start = new Date(now);
    start.setUTCFullYear(start.getUTCFullYear() - 1);
    return { start, end: now };
  }
  return { start: new Date(now.getTime() - presetDays[query.period] * dayMs), end: now };
}
