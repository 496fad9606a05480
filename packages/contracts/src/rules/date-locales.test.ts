import { describe, it, expect } from 'vitest';
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { dateLocaleFor } from './date-locales.ts';
import { languageCodes } from './languages.ts';

const weekStart = async (code: string) => (await dateLocaleFor(code)).options?.weekStartsOn;

// Each platform code (§3) with the language it stands for, as BCP 47 tags it: English is British,
// 'no' Norwegian Bokmål, 'sw' Swedish and both 'br' and 'pt' Portuguese.
const spoken = {
  no: 'nb',
  fi: 'fi',
  es: 'es',
  en: 'en-GB',
  sw: 'sv',
  fr: 'fr',
  de: 'de',
  da: 'da',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  br: 'pt',
  pt: 'pt',
} as const;

describe('dateLocaleFor', () => {
  it.each(Object.entries(spoken))('§3: a date for %s names its months as %s writes them', async (code, tag) => {
    const locale = await dateLocaleFor(code);
    const months = Array.from({ length: 12 }, (_, month) => new Date(2026, month, 15));
    const language = new Intl.DateTimeFormat(tag, { month: 'long' });
    expect(months.map((date) => format(date, 'LLLL', { locale }))).toEqual(months.map((date) => language.format(date)));
  });

  it('§3: English dates are British: the day comes before the month', async () => {
    expect(format(new Date(2026, 2, 15), 'P', { locale: await dateLocaleFor('en') })).toBe('15/03/2026');
  });

  it('§3: unknown or missing codes fall back to English', async () => {
    expect(await dateLocaleFor('ja')).toBe(enGB);
    expect(await dateLocaleFor('')).toBe(enGB);
    expect(await dateLocaleFor(null)).toBe(enGB);
    expect(await dateLocaleFor(undefined)).toBe(enGB);
  });

  it('§3: most date locales start the week on Monday', async () => {
    const starts = await Promise.all(languageCodes.map(weekStart));
    const mondayFirst = languageCodes.filter((_code, i) => starts[i] === 1);
    expect(mondayFirst.length).toBeGreaterThan(languageCodes.length / 2);
    // date-fns' Portuguese locale is the one that starts on Sunday.
    expect(languageCodes.filter((code) => !mondayFirst.includes(code))).toEqual(['br']);
  });

  it('§3: English starts the week on Monday', async () => {
    expect(await weekStart('en')).toBe(1);
  });
});
