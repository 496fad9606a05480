import type { Currency } from '@portal/contracts';

// Amounts keep their currency's own symbol or code, with the two minor-unit digits every supported
// currency (§9: eur, gbp, usd, nok) has, written the way the invoice's language writes numbers.
const formats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as printed, e.g. 35090 eur → "€350.90", in nb-NO 600000 nok → "6 000,00 kr". */
export function formatMoney(minorUnits: number, currency: Currency, locale = 'en-GB'): string {
  const key = `${locale}/${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      currencyDisplay: 'symbol',
    });
    formats.set(key, format);
  }
  // A plain space where the format puts a non-breaking one: the text reads and searches the same.
  return format.format(minorUnits / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** The amount as a spreadsheet reads it: "350.90" (the currency is its own column). */
export const decimalAmount = (minorUnits: number) =>
  `${Math.trunc(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`;
