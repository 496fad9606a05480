import type { Currency } from '@portal/contracts';

// Invoices are printed in one fixed language for now; the amounts keep their currency's own symbol
// or code, with the two minor-unit digits every supported currency (§9: eur, gbp, usd, nok) has.
const formats = new Map<Currency, Intl.NumberFormat>();

/** An amount in minor units as printed, e.g. 35090 eur → "€350.90", 600000 nok → "NOK 6,000.00". */
export function formatMoney(minorUnits: number, currency: Currency): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'symbol' });
    formats.set(currency, format);
  }
  // A plain space where the format puts a non-breaking one: the text reads and searches the same.
  return format.format(minorUnits / 100).replace(/\u00a0/g, ' ');
}

/** The amount as a spreadsheet reads it: "350.90" (the currency is its own column). */
export const decimalAmount = (minorUnits: number) => `${Math.trunc(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`;
