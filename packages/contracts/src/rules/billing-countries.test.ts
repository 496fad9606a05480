import { describe, it, expect } from 'vitest';
import { isBillingCountry } from './billing-countries.ts';
import { countries } from './countries.ts';

// Codes the Unicode locale data (Intl) still names that ISO 3166-1 does not assign to a country today.
const notAssigned = {
  withdrawn: ['AN', 'BU', 'CS', 'DD', 'DY', 'HV', 'NH', 'RH', 'SU', 'TP', 'VD', 'YD', 'YU', 'ZR'],
  reserved: ['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'FX', 'IC', 'TA', 'UK', 'UN'],
  userAssigned: ['QO', 'XA', 'XB', 'XK', 'ZZ'],
};

describe('billingCountryCodes', () => {
  it('§5: of all two-letter codes, takes exactly those of a region ISO 3166-1 assigns (about 250)', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const codes = letters.flatMap((first) => letters.map((second) => first + second));
    const excluded = new Set(Object.values(notAssigned).flat());
    const assigned = codes.filter((code) => regions.of(code) !== code && !excluded.has(code));
    expect(codes.filter(isBillingCountry)).toEqual(assigned);
  });

  it('§5: every sign-up country (§3) is also a billing country', () => {
    for (const code of Object.keys(countries)) expect(isBillingCountry(code)).toBe(true);
  });
});

describe('isBillingCountry', () => {
  it('§5: billing country must be from the country list', () => {
    expect(isBillingCountry('NO')).toBe(true);
    expect(isBillingCountry('JP')).toBe(true);
    expect(isBillingCountry('AX')).toBe(true);
  });

  it('§5: reserved, unknown, lower-case and malformed codes are rejected', () => {
    for (const code of ['UK', 'EU', 'XK', 'ZZ', 'no', '', 'NOR', 'N']) {
      expect(isBillingCountry(code)).toBe(false);
    }
  });
});
