import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  inGroupsOfFour,
  isValidCreditorReference,
  isValidKid,
  kid,
  mod10CheckDigit,
  paymentReferenceFor,
} from './payment-reference.ts';

describe('KID (MOD10)', () => {
  it('gives the check digits of published examples', () => {
    // Nets' KID description: 234567 gets check digit 6; the Luhn algorithm's own example 7992739871 gets 3.
    expect(mod10CheckDigit('234567')).toBe('6');
    expect(mod10CheckDigit('7992739871')).toBe('3');
    expect(kid('234567')).toBe('2345676');
  });

  it('knows a KID with a wrong check digit', () => {
    expect(isValidKid('2345676')).toBe(true);
    expect(isValidKid('2345675')).toBe(false);
    expect(isValidKid('7')).toBe(false);
    expect(() => mod10CheckDigit('12a')).toThrow(RangeError);
  });
});

describe('ISO 11649 creditor reference', () => {
  it("gives the standard's own example", () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(inGroupsOfFour(creditorReference('539007547034'))).toBe('RF18 5390 0754 7034');
  });

  it('checks a reference, with or without spaces', () => {
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('RF19 5390 0754 7034')).toBe(false);
    expect(isValidCreditorReference('RF18 5390 0754 7043')).toBe(false);
    expect(() => creditorReference('has space')).toThrow(RangeError);
    expect(() => creditorReference('1234567890123456789012')).toThrow(RangeError);
  });
});

describe("an invoice's payment reference", () => {
  it('is a KID for NOK and an RF reference otherwise, from the digits of the invoice number', () => {
    expect(paymentReferenceFor('INV-2026-000042', 'nok')).toBe('20260000425');
    expect(isValidKid(paymentReferenceFor('INV-2026-000042', 'nok'))).toBe(true);
    for (const currency of ['eur', 'gbp', 'usd'] as const)
      expect(paymentReferenceFor('INV-2026-000042', currency)).toBe('RF022026000042');
  });
});
