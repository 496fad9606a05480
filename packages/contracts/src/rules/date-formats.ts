// The two functions by their own entry points: the package's index loads all 304 of its modules,
// which cost every server start about 0.7 s (docs/performance.md, "Start-up").
import type { Locale } from 'date-fns';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

// §3 presets as date-fns patterns. short, long and web are fixed by the spec;
// the rest use locale-aware month names so they read naturally per language.
export const dateFormats = {
  short: 'dd.MM.yyyy',
  shortMonthName: 'd MMM yyyy',
  shortMonthNameWithTime: 'd MMM yyyy HH:mm',
  long: 'HH:mm dd-MM-yyyy',
  web: 'yyyy-MM-dd',
  shortYear: 'dd.MM.yy',
  month: 'MMMM',
  monthYear: 'MMMM yyyy',
  dayMonthYear: 'd MMMM yyyy',
  dayMonthShortened: 'd MMM',
  monthDay: 'MMMM d',
  monthDayYear: 'MMMM d, yyyy',
  localizedTimeUS: 'h:mm a',
} as const;

export type DateFormat = keyof typeof dateFormats;

// parseISO rather than new Date(string): a date-only string such as
// '2026-01-05' must mean local midnight, not UTC midnight, or it can render
// as the previous day west of Greenwich. Invalid input throws a RangeError
// (date-fns behaviour) instead of printing "Invalid Date" to users.
// The locale comes from dateLocaleFor(languageCode), loaded once ahead of
// rendering, so formatting itself stays synchronous.
export function formatDate(date: Date | string | number, preset: DateFormat, locale: Locale): string {
  const value = typeof date === 'string' ? parseISO(date) : date;
  return format(value, dateFormats[preset], { locale });
}
