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

  it('§3: every country bills in one of the currencies the platform has', () => {
    for (const code of codes) expect(currencies).toContain(countries[code].currency);
  });
});

// §3's list of countries (37 names, though its prose says 36) with §9's currency for each.
const listed = {
  nok: ['Norway'],
  gbp: ['United Kingdom'],
  usd: ['Australia', 'Canada', 'New Zealand', 'South Africa', 'United States of America'],
  eur: [
    'Austria',
    'Belgium',
    'Bulgaria',
    'Croatia',
    'Czech Republic',
    'Denmark',
    'Estonia',
    'Finland',
    'France',
    'Germany',
    'Greece',
    'Hungary',
    'Iceland',
    'Ireland',
    'Italy',
    'Latvia',
    'Liechtenstein',
    'Lithuania',
    'Luxembourg',
    'Malta',
    'Netherlands',
    'Poland',
    'Portugal',
    'Republic of Cyprus',
    'Romania',
    'Slovakia',
    'Slovenia',
    'Spain',
    'Sweden',
    'Switzerland',
  ],
};

describe('currencyForCountry', () => {
  it.each(Object.entries(listed))(
    '§3/§9: each listed country billing in %s is found by its name and bills so',
    (currency, names) => {
      for (const name of names) expect({ name, currency: currencyForCountry(name) }).toEqual({ name, currency });
    },
  );

  it('§9: a country bills the same found by its code as by its name', () => {
    for (const code of codes) expect(currencyForCountry(code)).toBe(currencyForCountry(countries[code].country));
  });

  it('§9 by code: Norway bills in NOK, the United Kingdom in GBP, the five in USD, the others in EUR', () => {
    expect(currencyForCountry('NO')).toBe('nok');
    expect(currencyForCountry('GB')).toBe('gbp');
    for (const code of ['AU', 'CA', 'NZ', 'ZA', 'US']) expect(currencyForCountry(code)).toBe('usd');
    for (const code of ['SE', 'CH', 'PL', 'DE']) expect(currencyForCountry(code)).toBe('eur');
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
