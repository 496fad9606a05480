import type { Currency } from '@portal/contracts';

// Amounts travel as integer minor units (architecture rule). How many minor units make one major
// unit is the currency's own fact (ISO 4217), which Intl knows, so it is not kept in a table here.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, currency: Currency): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() });
    formatters.set(key, found);
  }
  return found;
}

/** The number of minor units in one major unit: 100 for eur, gbp, usd and nok. */
export function minorUnitsPerMajor(currency: Currency): number {
  return 10 ** (formatter('en', currency).resolvedOptions().maximumFractionDigits ?? 2);
}

/** An amount in minor units written for the person's language: 123456 eur in 'de' is "1.234,56 €". */
export function formatMoney(minorUnits: number, currency: Currency, language: string): string {
  return formatter(language, currency).format(minorUnits / minorUnitsPerMajor(currency));
}
