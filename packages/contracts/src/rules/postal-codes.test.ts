import { describe, expect, it } from 'vitest';
import { countries } from './countries.ts';
import { isPostalCodeOf, normalisePostalCode, postalCodeExample } from './postal-codes.ts';

describe('postal codes by country', () => {
  it.each([
    ['NO', ['0150', '5004', ' 9990 '], ['ABCDE', '12', '01500', '0150A']],
    ['DE', ['10115', '80331'], ['1234', '123456', 'D-10115']],
    ['GB', ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'EC1A 1BB'], ['12345', 'SW1A', '1000']],
    ['SE', ['111 22', '11122', 'SE-111 22'], ['1112', '111 2A']],
    ['US', ['20500', '20500-0003'], ['2050', '205000', 'ABCDE']],
    ['CA', ['K1A 0B1', 'k1a0b1'], ['K1A 0B', '12345', 'D1A 0B1']],
    ['NL', ['1012 AB', '1012ab'], ['1012', '1012 A1', 'AB 1012']],
    ['CH', ['3003', '8001'], ['30030', '300', 'CH-3003']],
  ])('%s: takes %j, refuses %j', (country, valid, invalid) => {
    for (const code of valid) expect({ code, ok: isPostalCodeOf(country, code) }).toEqual({ code, ok: true });
    for (const code of invalid) expect({ code, ok: isPostalCodeOf(country, code) }).toEqual({ code, ok: false });
  });

  it('refuses an empty one anywhere', () => {
    expect(isPostalCodeOf('NO', '  ')).toBe(false);
    expect(isPostalCodeOf('AQ', '')).toBe(false);
  });

  it('where the format is unknown, takes letters and digits with spaces or hyphens, up to 12 characters', () => {
    // Antarctica has no format of its own in the library.
    expect(isPostalCodeOf('AQ', 'BIQQ 1ZZ')).toBe(true);
    expect(isPostalCodeOf('AQ', '7151')).toBe(true);
    expect(isPostalCodeOf('AQ', '!!!')).toBe(false);
    expect(isPostalCodeOf('AQ', '1234567890123')).toBe(false);
    expect(isPostalCodeOf('AQ', '-12')).toBe(false);
  });

  it('is stored in upper case with single spaces', () => {
    expect(normalisePostalCode('  sw1a   1aa ')).toBe('SW1A 1AA');
  });

  it('has an example for every sign-up country, in that country’s format', () => {
    for (const country of Object.keys(countries)) {
      const example = postalCodeExample(country);
      expect({ country, ok: example !== undefined && isPostalCodeOf(country, example) }).toEqual({ country, ok: true });
    }
  });
});
