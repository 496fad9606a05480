import { describe, it, expect } from 'vitest';
import {
  countries,
  countryNames,
  currencies,
  currencyForCountry,
  isCountryCode,
  type CountryCode,
} from './countries.ts';

const codes = Object.keys(countries) as CountryCode[];

describe('country table', () => {
  it('§3: holds every listed country (37 names, though the prose says 36)', () => {
    expect(codes).toHaveLength(37);
    expect(countryNames).toHaveLength(37);
  });

  it('§3: the separate name list holds the same names as the table', () => {
    const tableNames = codes.map((code) => countries[code].country);
    expect([...tableNames].sort()).toEqual([...countryNames].sort());
    expect(new Set(countryNames).size).toBe(countryNames.length);
  });

  it('§3: the table is keyed by two-letter upper-case codes', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('§3: every locale is a language-region tag whose region is the key', () => {
    for (const code of codes) {
      const { locale } = countries[code];
      expect(locale).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
      expect(locale.split('-')[1]).toBe(code);
      expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
    }
  });

  it('§9: locales include nb-NO, en-GB and en-US', () => {
    expect(countries.NO.locale).toBe('nb-NO');
    expect(countries.GB.locale).toBe('en-GB');
    expect(countries.US.locale).toBe('en-US');
  });

  it('§3: every currency is one of eur, gbp, usd, nok', () => {
    expect(currencies).toEqual(['eur', 'gbp', 'usd', 'nok']);
    for (const code of codes) expect(currencies).toContain(countries[code].currency);
  });
});

describe('currencyForCountry', () => {
  it('§9: Norway bills in NOK', () => {
    expect(currencyForCountry('NO')).toBe('nok');
  });

  it('§9: the United Kingdom bills in GBP', () => {
    expect(currencyForCountry('GB')).toBe('gbp');
  });

  it('§9: Australia, Canada, New Zealand, South Africa and the USA bill in USD', () => {
    for (const code of ['AU', 'CA', 'NZ', 'ZA', 'US']) expect(currencyForCountry(code)).toBe('usd');
  });

  it('§9: all other listed countries bill in EUR', () => {
    const special = new Set(['NO', 'GB', 'AU', 'CA', 'NZ', 'ZA', 'US']);
    const others = codes.filter((code) => !special.has(code));
    expect(others).toHaveLength(30);
    for (const code of others) expect(currencyForCountry(code)).toBe('eur');
  });

  it('§9: an unlisted or unknown code has no currency', () => {
    expect(currencyForCountry('JP')).toBeUndefined();
    expect(currencyForCountry('XX')).toBeUndefined();
    expect(currencyForCountry('')).toBeUndefined();
    expect(currencyForCountry('toString')).toBeUndefined();
  });

  it('§9: lower-case codes resolve like upper-case ones', () => {
    expect(currencyForCountry('no')).toBe('nok');
    expect(currencyForCountry('gb')).toBe('gbp');
  });
});

describe('isCountryCode', () => {
  it('§3: accepts table keys only', () => {
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('se')).toBe(false);
    expect(isCountryCode('constructor')).toBe(false);
  });
});

describe('currencyForCountry by name', () => {
  it('§9: finds the currency from the country name as well as the code', () => {
    expect(currencyForCountry('Norway')).toBe('nok');
    expect(currencyForCountry('united kingdom')).toBe('gbp');
    expect(currencyForCountry('New Zealand')).toBe('usd');
    expect(currencyForCountry('Germany')).toBe('eur');
    expect(currencyForCountry('Atlantis')).toBeUndefined();
  });
});
