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
  // Not in §5: the format and check-digit rules of docs/decisions/0004 and 0005. The wording is fixed
  // here; the portal names the country and shows an example of its format beside it.
  postalCodeInvalid: 'Enter a postal code as used in the country of the address',
  vatNumberInvalid: 'Enter a VAT number of the billing country',
  phoneNumberInvalid: 'Enter a phone number, e.g. +47 22 33 44 55',
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

// The longest text each kind of input may be. The spec names no lengths; these leave room for any
// real value and bound what one request can make the server store, search or compare.
export const maxLength = {
  id: 64,
  name: 200,
  // RFC 5321: a 64-character local part, @, a 255-character domain.
  email: 320,
  // RFC 1035.
  domain: 253,
  url: 2048,
  fileName: 255,
  phoneNumber: 32,
  postalCode: 32,
  vatNumber: 32,
  city: 100,
  // ISO 8601 with an offset and nanoseconds is 35; the rest is room for a client's precision.
  timestamp: 64,
  shortText: 1000,
  longText: 5000,
} as const;

/** More seats than any one organisation has; well inside the database's integer range. */
export const maxSeats = 10_000_000;

export const tooLong = (max: number) => `Use at most ${max} characters`;

export const idSchema = z.string().min(1).max(maxLength.id);

// Whitespace-only input counts as empty: it is what a user leaves behind
// after clearing a field with the space bar, and is never meaningful.
export const nonEmptyText = z.string({ error: messages.emptyText }).trim().min(1, { error: messages.emptyText });

/** nonEmptyText with the longest value the field takes. */
export const nonEmptyTextUpTo = (max: number) => nonEmptyText.max(max, { error: tooLong(max) });

// Trim first so a pasted address with a trailing space is not rejected.
export const emailSchema = z
  .string({ error: messages.invalidEmail })
  .trim()
  .max(maxLength.email, { error: messages.invalidEmail })
  .pipe(z.email({ error: messages.invalidEmail }));

// Seats, pools and difficulty are counts or levels, so fractions are invalid.
export const seatCountSchema = z.number(invalid).int(invalid).min(seatCountMin, invalid).max(maxSeats, invalid);

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

// ISO 3166-1 alpha-2: two letters.
export const billingCountrySchema = z
  .string(invalid)
  .max(2, { ...invalid, abort: true })
  .refine(isBillingCountry, invalid);
