import { describe, it, expect } from 'vitest';
import { da, de, enGB, es, fi, fr, it as itLocale, nb, nl, pl, pt, sv } from 'date-fns/locale';
import { dateLocaleFor } from './date-locales.ts';
import { languageCodes } from './languages.ts';

describe('dateLocaleFor', () => {
  it('§3: each platform language has its date locale', () => {
    expect(dateLocaleFor('no')).toBe(nb);
    expect(dateLocaleFor('fi')).toBe(fi);
    expect(dateLocaleFor('es')).toBe(es);
    expect(dateLocaleFor('en')).toBe(enGB);
    expect(dateLocaleFor('sw')).toBe(sv);
    expect(dateLocaleFor('fr')).toBe(fr);
    expect(dateLocaleFor('de')).toBe(de);
    expect(dateLocaleFor('da')).toBe(da);
    expect(dateLocaleFor('it')).toBe(itLocale);
    expect(dateLocaleFor('nl')).toBe(nl);
    expect(dateLocaleFor('pl')).toBe(pl);
  });

  it('§3: Portuguese serves both br and pt', () => {
    expect(dateLocaleFor('br')).toBe(pt);
    expect(dateLocaleFor('pt')).toBe(pt);
  });

  it('§3: unknown or missing codes fall back to English', () => {
    expect(dateLocaleFor('ja')).toBe(enGB);
    expect(dateLocaleFor('')).toBe(enGB);
    expect(dateLocaleFor(null)).toBe(enGB);
    expect(dateLocaleFor(undefined)).toBe(enGB);
  });

  it('§3: most date locales start the week on Monday', () => {
    const mondayFirst = languageCodes.filter((code) => dateLocaleFor(code).options?.weekStartsOn === 1);
    expect(mondayFirst.length).toBeGreaterThan(languageCodes.length / 2);
    // date-fns' Portuguese locale is the one that starts on Sunday.
    expect(languageCodes.filter((code) => !mondayFirst.includes(code))).toEqual(['br']);
  });

  it('§3: English starts the week on Monday', () => {
    expect(dateLocaleFor('en').options?.weekStartsOn).toBe(1);
  });
});
