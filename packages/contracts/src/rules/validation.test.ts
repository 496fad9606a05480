import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  billingCountrySchema,
  difficultySchema,
  domainPoolIdSchema,
  emailSchema,
  licenseFormulaSchema,
  lookbackSchema,
  maxSeats,
  nonEmptyText,
  nonEmptyTextUpTo,
  seatCountSchema,
  tooLong,
} from './validation.ts';

function errorMessages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

// §5's words, as a person reads them (the billing address's own are checked with the billing details).
const emptyText = 'Text field cannot be empty';
const invalidEmail = 'Please provide a valid email';
const invalid = 'Invalid input';

describe('nonEmptyText', () => {
  it('§5: an empty text field reports "Text field cannot be empty"', () => {
    expect(errorMessages(nonEmptyText, '')).toEqual([emptyText]);
    expect(errorMessages(nonEmptyText, '   ')).toEqual([emptyText]);
    expect(errorMessages(nonEmptyText, undefined)).toEqual([emptyText]);
  });

  it('§5: non-empty text passes, trimmed', () => {
    expect(nonEmptyText.parse('  Acme  ')).toBe('Acme');
  });

  it('with a longest length keeps the §5 message for empty text and names the limit when too long', () => {
    const name = nonEmptyTextUpTo(5);
    expect(errorMessages(name, ' ')).toEqual([emptyText]);
    expect(errorMessages(name, 'Acme AS')).toEqual([tooLong(5)]);
    expect(name.parse(' Acme ')).toBe('Acme');
  });
});

describe('emailSchema', () => {
  it('§5: an invalid email reports "Please provide a valid email"', () => {
    for (const value of ['', 'not-an-email', 'a@', '@b.com', 42, undefined]) {
      expect(errorMessages(emailSchema, value)).toEqual([invalidEmail]);
    }
  });

  it('§5: a valid email passes, trimmed', () => {
    expect(emailSchema.parse(' ola@example.no ')).toBe('ola@example.no');
  });

  it('§5: an address longer than 320 characters is not a valid email', () => {
    const domain = `${`${'b'.repeat(63)}.`.repeat(4)}no`;
    expect(emailSchema.safeParse(`${'a'.repeat(64)}@${domain.slice(0, 200)}`).success).toBe(true);
    expect(errorMessages(emailSchema, `${'a'.repeat(64)}@${domain}`)).toEqual([invalidEmail]);
  });
});

describe('seatCountSchema', () => {
  it('§5/§9: a seat count is a whole number of at least 1', () => {
    expect(seatCountSchema.parse(1)).toBe(1);
    expect(seatCountSchema.parse(250)).toBe(250);
    expect(errorMessages(seatCountSchema, 0)).toEqual([invalid]);
    expect(errorMessages(seatCountSchema, -3)).toEqual([invalid]);
  });

  it('§5: other seat count failures report "Invalid input"; the most seats any organisation has still pass', () => {
    expect(seatCountSchema.parse(maxSeats)).toBe(maxSeats);
    expect(errorMessages(seatCountSchema, maxSeats + 1)).toEqual([invalid]);
    expect(errorMessages(seatCountSchema, 2 ** 31)).toEqual([invalid]);
    expect(errorMessages(seatCountSchema, 1.5)).toEqual([invalid]);
    expect(errorMessages(seatCountSchema, '3')).toEqual([invalid]);
  });
});

describe('domainPoolIdSchema', () => {
  it('§5: domainPoolId is between 1 and 5', () => {
    for (const id of [1, 2, 3, 4, 5]) expect(domainPoolIdSchema.parse(id)).toBe(id);
    for (const id of [0, 6, 2.5, '1']) expect(errorMessages(domainPoolIdSchema, id)).toEqual([invalid]);
  });
});

describe('difficultySchema', () => {
  it('§5: difficulty is 1 to 10', () => {
    expect(difficultySchema.parse(1)).toBe(1);
    expect(difficultySchema.parse(10)).toBe(10);
    for (const value of [0, 11, 5.5]) expect(errorMessages(difficultySchema, value)).toEqual([invalid]);
  });
});

describe('lookbackSchema', () => {
  it('§5: lookback accepts 30, 90, 180 and 365 days', () => {
    for (const days of [30, 90, 180, 365]) expect(lookbackSchema.parse(days)).toBe(days);
  });

  it('§5: lookback defaults to 30 days', () => {
    expect(lookbackSchema.parse(undefined)).toBe(30);
  });

  it('§5: other lookback values, a day either side of each choice included, report "Invalid input"', () => {
    for (const days of [29, 31, 89, 91, 179, 181, 364, 366, 7, 60, '30'])
      expect({ days, errors: errorMessages(lookbackSchema, days) }).toEqual({ days, errors: [invalid] });
  });
});

describe('licenseFormulaSchema', () => {
  it('§5: the licence formula is a list of number pairs', () => {
    expect(licenseFormulaSchema.parse([])).toEqual([]);
    expect(
      licenseFormulaSchema.parse([
        [1, 10],
        [11, 8.5],
      ]),
    ).toEqual([
      [1, 10],
      [11, 8.5],
    ]);
  });

  it('§5: anything else reports "Invalid input"', () => {
    for (const value of [[[1]], [[1, 2, 3]], [['1', 2]], [1, 2], 'x']) {
      const errors = errorMessages(licenseFormulaSchema, value);
      expect(errors.length).toBeGreaterThan(0);
      expect(new Set(errors)).toEqual(new Set([invalid]));
    }
  });
});

describe('billingCountrySchema', () => {
  it('§5: billing country must be from the country list', () => {
    expect(billingCountrySchema.parse('NO')).toBe('NO');
    expect(billingCountrySchema.parse('JP')).toBe('JP');
  });

  it('§5: unknown billing countries report "Invalid input"', () => {
    for (const value of ['UK', 'no', '', 'Norway', 47]) {
      expect(errorMessages(billingCountrySchema, value)).toEqual([invalid]);
    }
  });
});
