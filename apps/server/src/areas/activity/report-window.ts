import type { ReportQuery } from '@portal/contracts';

/** The attempts a report counts: sent at or after `start`, and before `end` when there is one. */
export interface ReportWindow {
  start: Date;
  end: Date | null;
}

const dayMs = 86_400_000;

/**
 * §3 report periods as sending times. Presets reach back from now with no end (nothing is sent
 * in the future); a custom period covers its from and to days whole, in UTC.
 */
export function reportWindow(query: Pick<ReportQuery, 'period' | 'from' | 'to'>, now = new Date()): ReportWindow {
  switch (query.period) {
    case '24hours':
      return { start: new Date(now.getTime() - dayMs), end: null };
    case '7days':
      return { start: new Date(now.getTime() - 7 * dayMs), end: null };
    case '30days':
      return { start: new Date(now.getTime() - 30 * dayMs), end: null };
    case '12months': {
      const start = new Date(now);
      start.setUTCFullYear(start.getUTCFullYear() - 1);
      return { start, end: null };
    }
    case 'custom':
      // The contract requires both days for a custom period.
      return {
        start: new Date(`${query.from!}T00:00:00Z`),
        end: new Date(Date.parse(`${query.to!}T00:00:00Z`) + dayMs),
      };
  }
}
