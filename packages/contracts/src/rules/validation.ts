import { z } from 'zod';
import { isBillingCountry } from './billing-countries.ts';

// §5: user-facing wording is fixed by the spec; every schema below reports
// one of these instead of zod's developer-oriented defaults.
export const messages = {
  emptyText: 'Text field cannot be empty',
  invalidEmail: 'Please provide a valid email',
  required: 'This is required',
  billingName: 'Name is required',
  postalCode: 'Postal code is required',
  cityOrState: 'City or state is required',
  addressLine1: 'A billing address is required',
  invalid: 'Invalid input',
} as const;

// §5 / §9 bounds.
export const seatCountMin = 1;
export const domainPool = { min: 1, max: 5 } as const;
export const difficulty = { min: 1, max: 10 } as const;
export const lookbackDays = [30, 90, 180, 365] as const;
export type LookbackDays = (typeof lookbackDays)[number];
export const defaultLookbackDays: LookbackDays = 30;
export const billingInterval = 'month' as const;

const invalid = { error: messages.invalid };

// Whitespace-only input counts as empty: it is what a user leaves behind
// after clearing a field with the space bar, and is never meaningful.
export const nonEmptyText = z.string({ error: messages.emptyText }).trim().min(1, { error: messages.emptyText });

// Trim first so a pasted address with a trailing space is not rejected.
export const emailSchema = z
  .string({ error: messages.invalidEmail })
  .trim()
  .pipe(z.email({ error: messages.invalidEmail }));

// Seats, pools and difficulty are counts or levels, so fractions are invalid.
export const seatCountSchema = z.number(invalid).int(invalid).min(seatCountMin, invalid);

export const domainPoolIdSchema = z
  .number(invalid)
  .int(invalid)
  .min(domainPool.min, invalid)
  .max(domainPool.max, invalid);

export const difficultySchema = z
  .number(invalid)
  .int(invalid)
  .min(difficulty.min, invalid)
  .max(difficulty.max, invalid);

// Only the offered choices are accepted so reports stay comparable; an
// absent value means the §5 default.
export const lookbackSchema = z.literal(lookbackDays, invalid).default(defaultLookbackDays);

// §5: pairs of numbers; the spec does not say what the values mean (§9), so
// nothing beyond shape is enforced.
export const licenseFormulaSchema = z.array(z.tuple([z.number(invalid), z.number(invalid)], invalid), invalid);

export const billingCountrySchema = z.string(invalid).refine(isBillingCountry, invalid);
