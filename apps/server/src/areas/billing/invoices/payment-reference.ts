import type { Currency } from '@portal/contracts';
import { mod97 } from '../seller/index.ts';

/** The MOD10 (Luhn) check digit Norwegian KID numbers end with: from the right, every other digit doubled. */
export function mod10CheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new RangeError(`a KID is made of digits, not "${digits}"`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A KID: the digits and their MOD10 check digit (bank payments in Norway, 2 to 25 digits). */
export const kid = (digits: string) => `${digits}${mod10CheckDigit(digits)}`;

export const isValidKid = (value: string) =>
  /^\d{2,25}$/.test(value) && mod10CheckDigit(value.slice(0, -1)) === value.slice(-1);

/** An ISO 11649 creditor reference: RF, two check digits (mod 97), then the reference itself (up to 21 letters or digits). */
export function creditorReference(reference: string): string {
  if (!/^[A-Za-z0-9]{1,21}$/.test(reference))
    throw new RangeError(`a creditor reference is 1 to 21 letters or digits, not "${reference}"`);
  const check = 98 - mod97(`${reference}RF00`);
  return `RF${String(check).padStart(2, '0')}${reference.toUpperCase()}`;
}

export const isValidCreditorReference = (value: string) => {
  const compact = value.replace(/\s/g, '');
  return /^RF\d{2}[A-Za-z0-9]{1,21}$/.test(compact) && mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
};

/** Groups of four, the way ISO 11649 and IBANs are printed: "RF18 5390 0754 7034". */
export const inGroupsOfFour = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The reference a payment of this invoice is matched with, from the digits of its number
 * ("INV-2026-000042" → 2026000042): a KID for a NOK invoice, paid from a Norwegian bank; an RF
 * creditor reference for any other currency, which banks across SEPA and beyond carry.
 */
export function paymentReferenceFor(invoiceNumber: string, currency: Currency): string {
  const digits = invoiceNumber.replace(/\D/g, '');
  return currency === 'nok' ? kid(digits) : creditorReference(digits);
}
