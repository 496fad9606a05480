import type { CompleteSellerDetails } from '@portal/contracts';
import type { BillTo } from './invoice-issue.ts';
import type { InvoiceLabels } from './invoice-labels.ts';

/** One line of an address block; `bold` for the party's name. */
export type PrintedLine = { text: string; bold?: boolean };

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the invoice's language ("NO" → "Norge" in nb-NO); a value that is no code stays as it is. */
export function countryName(code: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code.toUpperCase()) ?? code;
}

// Bokføringsforskriften §5-1-1: a Norwegian seller in the VAT register writes its organisation
// number followed by "MVA" ("Org.nr. 923 609 016 MVA"); every seller here has a VAT number.
function organisationNumber(seller: CompleteSellerDetails): string {
  if (seller.country !== 'NO') return seller.organisationNumber;
  const digits = seller.organisationNumber.replace(/\D/g, '');
  return `${digits.replace(/(\d{3})(?=\d)/g, '$1 ')} MVA`;
}

/** The seller as art. 226 (3), (5) and §5-1-1 ask: legal name, full address, organisation and VAT numbers. */
export function sellerLines(seller: CompleteSellerDetails, l: InvoiceLabels): PrintedLine[] {
  return [
    { text: seller.legalName, bold: true },
    { text: seller.addressLine1 },
    ...(seller.addressLine2 ? [{ text: seller.addressLine2 }] : []),
    { text: `${seller.postalCode} ${seller.city}` },
    { text: countryName(seller.country, l.locale) },
    { text: `${l.organisationNumber} ${organisationNumber(seller)}` },
    { text: `${l.vatNumber}: ${seller.vatNumber}` },
  ];
}

/** The paying partner as its billing details stood when the invoice was issued. */
export function buyerLines(billTo: BillTo, l: InvoiceLabels): PrintedLine[] {
  const { partner } = billTo;
  return [
    { text: partner.name, bold: true },
    { text: partner.address.line1 },
    ...(partner.address.line2 ? [{ text: partner.address.line2 }] : []),
    { text: `${partner.address.postalCode} ${partner.address.city}` },
    { text: countryName(partner.address.country, l.locale) },
    ...(partner.vatNumber ? [{ text: `${l.vatNumber}: ${partner.vatNumber}` }] : []),
    { text: partner.email },
  ];
}
