import { describe, it, expect } from 'vitest';
import { billingCountryCodes, isBillingCountry } from './billing-countries.ts';
import { countries } from './countries.ts';

describe('billingCountryCodes', () => {
  it('§5: the billing country list holds the 249 assigned ISO 3166-1 alpha-2 codes', () => {
    expect(billingCountryCodes).toHaveLength(249);
    expect(new Set(billingCountryCodes).size).toBe(249);
  });

  it('§5: every billing country code is two upper-case letters', () => {
    for (const code of billingCountryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('§5: every billing country code names a real region', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    for (const code of billingCountryCodes) expect(names.of(code)).not.toBe(code);
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
