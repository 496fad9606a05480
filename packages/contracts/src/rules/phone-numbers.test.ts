import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalisePhoneNumber } from './phone-numbers.ts';

describe('phone numbers', () => {
  it.each([
    ['+47 22 33 44 55', undefined, '+4722334455'],
    ['22 33 44 55', 'NO', '+4722334455'],
    ['0047 22 33 44 55', 'SE', '+4722334455'],
    ['+49 89 1234 5678', 'NO', '+498912345678'],
    ['089 1234 5678', 'DE', '+498912345678'],
    ['020 7946 0321', 'GB', '+442079460321'],
    ['(415) 555-2671', 'US', '+14155552671'],
    ['+47 22 33 44 55 ext. 12', 'NO', '+4722334455;ext=12'],
  ])('%j (organisation in %s) is stored as %j', (typed, country, stored) => {
    expect(normalisePhoneNumber(typed, country)).toBe(stored);
  });

  it.each([
    ['abc-not-a-phone', 'NO'],
    ['call +47 22 33 44 55', 'NO'],
    ['12345678', 'NO'],
    ['22 33 44 55', undefined],
    ['+47 00 00 00 00', 'NO'],
    ['+999 1234 5678', 'NO'],
    ['123', 'DE'],
    ['', 'NO'],
  ])('refuses %j (organisation in %s)', (typed, country) => {
    expect(normalisePhoneNumber(typed, country)).toBeUndefined();
  });

  it('an unknown organisation country is the same as none', () => {
    expect(normalisePhoneNumber('22 33 44 55', 'XX')).toBeUndefined();
    expect(normalisePhoneNumber('+47 22 33 44 55', 'XX')).toBe('+4722334455');
  });

  it('shows a stored number in the international format', () => {
    expect(formatPhoneNumber('+4722334455')).toBe('+47 22 33 44 55');
    expect(formatPhoneNumber('+4722334455;ext=12')).toBe('+47 22 33 44 55 ext. 12');
    expect(formatPhoneNumber('abc')).toBe('abc');
  });
});
