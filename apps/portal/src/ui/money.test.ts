import { describe, expect, it } from 'vitest';
import { formatMoney, minorUnitsPerMajor } from './money.ts';

// Intl separates amount and symbol with (narrow) no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts in minor units, written for the language and the currency', () => {
  it('every currency of §9 has 100 minor units to the major unit', () => {
    expect(['eur', 'gbp', 'usd', 'nok'].map((c) => minorUnitsPerMajor(c as 'eur'))).toEqual([100, 100, 100, 100]);
  });

  it.each([
    [123456, 'eur', 'de', '1.234,56 €'],
    [123456, 'eur', 'en', '€1,234.56'],
    [990, 'gbp', 'en', '£9.90'],
    [990, 'nok', 'nb', '9,90 kr'],
    [1200, 'usd', 'sv', '12,00 US$'],
    [5, 'eur', 'pt', '€ 0,05'],
    [100000, 'nok', 'fr', '1 000,00 NOK'],
    [0, 'usd', 'en', '$0.00'],
  ] as const)('%i %s in %s is "%s"', (minor, currency, language, expected) => {
    expect(plain(formatMoney(minor, currency, language))).toBe(expected);
  });
});
