import { isBillingCountry, sellerFieldMaxLength, type SellerDetails, type SellerField } from '@portal/contracts';

export type SellerProblem = { field: SellerField; message: string };

// Norway's registers check their numbers with MOD11 (Enhetsregisteret: 9-digit organisation
// numbers; the banks: 11-digit account numbers). Remainder 10 means no valid number.
function mod11Valid(digits: string, weights: number[]): boolean {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[weights.length]);
}

/** ISO 7064 MOD 97-10 over letters as numbers (A=10 … Z=35), taken in pieces that stay exact: IBANs and RF references. */
export function mod97(text: string): number {
  const numeric = text.toUpperCase().replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (let i = 0; i < numeric.length; i += 7) rest = Number(`${rest}${numeric.slice(i, i + 7)}`) % 97;
  return rest;
}

/** IBAN check (ISO 13616): the country and check digits moved to the end, the number mod 97 is 1. */
export const isValidIban = (iban: string) =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) && mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

// How each field is kept: IBAN and BIC without spaces in capitals, the country as its ISO code.
const normalisers: Partial<Record<SellerField, (value: string) => string>> = {
  country: (value) => value.toUpperCase(),
  iban: compact,
  bic: compact,
};

export const normaliseSellerValue = (field: SellerField, value: string) =>
  (normalisers[field] ?? ((v: string) => v.replace(/\s+/g, ' ')))(value.trim());

/**
 * What is wrong with the given details, field by field; nothing for a field without a value (a
 * missing field stops invoicing, it is not malformed). Norwegian numbers are checked when the
 * seller's country is Norway.
 */
export function sellerProblems(details: SellerDetails): SellerProblem[] {
  const problems: SellerProblem[] = [];
  const norwegian = details.country === 'NO';
  for (const [field, value] of Object.entries(details) as [SellerField, string | undefined][]) {
    if (!value) continue;
    const problem = fieldProblem(field, value, norwegian);
    if (problem) problems.push({ field, message: problem });
  }
  return problems;
}

function fieldProblem(field: SellerField, value: string, norwegian: boolean): string | null {
  if (field !== 'country' && value.length > sellerFieldMaxLength[field])
    return `Up to ${sellerFieldMaxLength[field]} characters`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'Must not contain control characters';
  switch (field) {
    case 'country':
      return isBillingCountry(value) ? null : 'Must be an ISO 3166-1 country code, such as NO';
    case 'iban':
      return isValidIban(value) ? null : 'Must be a valid IBAN (its check digits do not match)';
    case 'bic':
      return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value)
        ? null
        : 'Must be a BIC of 8 or 11 letters and digits, such as DNBANOKK';
    case 'organisationNumber':
      return !norwegian || (/^\d{9}$/.test(compact(value)) && mod11Valid(compact(value), [3, 2, 7, 6, 5, 4, 3, 2]))
        ? null
        : 'Must be a Norwegian organisation number: 9 digits with a valid check digit';
    case 'bankAccount':
      return !norwegian ||
        (/^\d{11}$/.test(compact(value)) && mod11Valid(compact(value), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        ? null
        : 'Must be a Norwegian account number: 11 digits with a valid check digit';
    default:
      return null;
  }
}
