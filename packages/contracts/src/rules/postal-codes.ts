import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

// Postal codes are checked against the format of the billing country (docs/decisions/0004). A
// country whose format the library does not know still gets an address: any short run of letters
// and digits, with spaces or hyphens between, is taken rather than refusing a real address.
const anyPostalCode = /^[\p{L}\p{N}](?:[\p{L}\p{N} -]{0,10}[\p{L}\p{N}])?$/u;

/** Trimmed, runs of white space as one space, upper case: "sw1a  1aa " → "SW1A 1AA". */
export function normalisePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Whether the postal code (as a person typed it) is one the country uses. */
export function isPostalCodeOf(country: string, value: string): boolean {
  const code = normalisePostalCode(value);
  if (code === '') return false;
  return postcodeValidatorExistsForCountry(country) ? postcodeValidator(code, country) : anyPostalCode.test(code);
}

// A real postal code of each sign-up country (rules/countries.ts), shown in the message that
// refuses a postal code so the person sees the expected shape.
const examples: Record<string, string> = {
  AT: '1010',
  AU: '2000',
  BE: '1000',
  BG: '1000',
  CA: 'K1A 0B1',
  CH: '3003',
  CY: '1010',
  CZ: '110 00',
  DE: '10115',
  DK: '1050',
  EE: '10111',
  ES: '28001',
  FI: '00100',
  FR: '75001',
  GB: 'SW1A 1AA',
  GR: '105 57',
  HR: '10000',
  HU: '1051',
  IE: 'D02 X285',
  IS: '101',
  IT: '00184',
  LI: '9490',
  LT: 'LT-01100',
  LU: '1009',
  LV: 'LV-1050',
  MT: 'VLT 1117',
  NL: '1012 AB',
  NO: '0150',
  NZ: '6011',
  PL: '00-950',
  PT: '1100-148',
  RO: '010011',
  SE: '111 22',
  SI: '1000',
  SK: '811 01',
  US: '20500',
  ZA: '0001',
};

/** An example postal code of the country, or undefined where none is known. */
export function postalCodeExample(country: string): string | undefined {
  return examples[country];
}
