import { describe, it, expect } from 'vitest';
import { da, de, enGB, es, fi, fr, it as itLocale, nb, nl, pl, pt, sv } from 'date-fns/locale';
import { dateLocaleFor } from './date-locales.ts';
import { languageCodes } from './languages.ts';

const weekStart = async (code: string) => (await dateLocaleFor(code)).options?.weekStartsOn;

describe('dateLocaleFor', () => {
  it('§3: each platform language has its date locale', async () => {
    expect(await dateLocaleFor('no')).toBe(nb);
    expect(await dateLocaleFor('fi')).toBe(fi);
    expect(await dateLocaleFor('es')).toBe(es);
    expect(await dateLocaleFor('en')).toBe(enGB);
    expect(await dateLocaleFor('sw')).toBe(sv);
    expect(await dateLocaleFor('fr')).toBe(fr);
    expect(await dateLocaleFor('de')).toBe(de);
    expect(await dateLocaleFor('da')).toBe(da);
    expect(await dateLocaleFor('it')).toBe(itLocale);
    expect(await dateLocaleFor('nl')).toBe(nl);
    expect(await dateLocaleFor('pl')).toBe(pl);
  });

  it('§3: Portuguese serves both br and pt', async () => {
    expect(await dateLocaleFor('br')).toBe(pt);
    expect(await dateLocaleFor('pt')).toBe(pt);
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
