import { describe, expect, it } from 'vitest';
import { countries } from './countries.ts';
import { normaliseVatNumber, vatNumberExample } from './vat-numbers.ts';

describe('VAT numbers by country: format and check digit', () => {
  it.each([
    // [country, as typed, as stored, the same number with a wrong check digit]
    ['NO', 'NO 923 609 016 MVA', 'NO923609016MVA', 'NO 923 609 017 MVA'],
    ['NO', '923609016', 'NO923609016MVA', '923609015'],
    ['DE', 'DE136695976', 'DE136695976', 'DE136695977'],
    ['DE', '136 695 976', 'DE136695976', '136 695 975'],
    ['GB', 'GB980780684', 'GB980780684', 'GB980780685'],
    ['GB', 'gb 980 7806 84', 'GB980780684', 'GB 980 7806 83'],
    ['FR', 'FR 40 303 265 045', 'FR40303265045', 'FR 41 303 265 045'],
    ['SE', 'SE556188840401', 'SE556188840401', 'SE556188840501'],
    ['NL', 'NL004495445B01', 'NL004495445B01', 'NL004495446B01'],
    ['CH', 'CHE-107.787.577 MWST', 'CHE107787577MWST', 'CHE-107.787.578 MWST'],
    ['GR', 'EL 094259216', 'EL094259216', 'EL 094259217'],
    ['AU', '83 914 571 673', 'AU83914571673', '83 914 571 674'],
  ])('%s: takes %j as %j, refuses %j', (country, typed, stored, wrongCheckDigit) => {
    expect(normaliseVatNumber(country, typed)).toBe(stored);
    expect(normaliseVatNumber(country, stored)).toBe(stored);
    expect(normaliseVatNumber(country, wrongCheckDigit)).toBeUndefined();
  });

  it('refuses what is no VAT number, and a number of another country', () => {
    expect(normaliseVatNumber('NO', '!!!')).toBeUndefined();
    expect(normaliseVatNumber('NO', '')).toBeUndefined();
    expect(normaliseVatNumber('NO', 'DE136695976')).toBeUndefined();
    expect(normaliseVatNumber('DE', 'GB980780684')).toBeUndefined();
    expect(normaliseVatNumber('US', '!!!')).toBeUndefined();
  });

  it('where no format is known, takes letters and digits with the usual separators, stored with the country code', () => {
    expect(normaliseVatNumber('US', '12-3456789')).toBe('US123456789');
    expect(normaliseVatNumber('LI', 'li 12345')).toBe('LI12345');
    expect(normaliseVatNumber('US', 'none')).toBeUndefined();
    expect(normaliseVatNumber('US', 'x'.repeat(40) + '1')).toBeUndefined();
  });

  it('shows a valid example for each country it checks', () => {
    for (const country of Object.keys(countries)) {
      const example = vatNumberExample(country);
      if (example)
        expect({ country, stored: normaliseVatNumber(country, example) }).toEqual({
          country,
          stored: expect.stringMatching(/^[A-Z]{2}/),
        });
    }
    expect(vatNumberExample('US')).toBeUndefined();
  });
});
