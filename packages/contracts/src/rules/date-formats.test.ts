import { describe, it, expect } from 'vitest';
import { formatDate, type DateFormat } from './date-formats.ts';
import { dateLocaleFor } from './date-locales.ts';

// Local-time constructor so output does not depend on the machine's time zone.
const at = new Date(2026, 0, 5, 14, 30);

describe('formatDate', () => {
  it('§3: formats every preset in English, short, long and web as the spec spells them', async () => {
    const english = await dateLocaleFor('en');
    // Every preset must be here: a new one is a type error until its output is named.
    const expected: Record<DateFormat, string> = {
      short: '05.01.2026',
      shortMonthName: '5 Jan 2026',
      shortMonthNameWithTime: '5 Jan 2026 14:30',
      long: '14:30 05-01-2026',
      web: '2026-01-05',
      shortYear: '05.01.26',
      month: 'January',
      monthYear: 'January 2026',
      dayMonthYear: '5 January 2026',
      dayMonthShortened: '5 Jan',
      monthDay: 'January 5',
      monthDayYear: 'January 5, 2026',
      localizedTimeUS: '2:30 PM',
    };
    for (const preset of Object.keys(expected) as DateFormat[]) {
      expect(formatDate(at, preset, english)).toBe(expected[preset]);
    }
  });

  it('§3: month names follow the language', async () => {
    expect(formatDate(at, 'monthYear', await dateLocaleFor('no'))).toBe('januar 2026');
    expect(formatDate(at, 'monthYear', await dateLocaleFor('de'))).toBe('Januar 2026');
    expect(formatDate(at, 'monthYear', await dateLocaleFor('sw'))).toBe('januari 2026');
    expect(formatDate(at, 'monthYear', await dateLocaleFor('br'))).toBe('janeiro 2026');
  });

  it('§3: unknown languages fall back to English', async () => {
    expect(formatDate(at, 'month', await dateLocaleFor('xx'))).toBe('January');
  });

  it('§3: accepts timestamps and ISO strings as well as dates', async () => {
    const english = await dateLocaleFor('en');
    expect(formatDate(at.getTime(), 'long', english)).toBe('14:30 05-01-2026');
    expect(formatDate('2026-01-05', 'web', english)).toBe('2026-01-05');
    expect(formatDate('2026-01-05T14:30:00', 'long', english)).toBe('14:30 05-01-2026');
  });

  it('§3: an invalid date is an error, not "Invalid Date"', async () => {
    const english = await dateLocaleFor('en');
    expect(() => formatDate('not a date', 'short', english)).toThrow(RangeError);
  });
});
