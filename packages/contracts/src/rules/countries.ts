// §3 Price: the platform bills in exactly these currencies, in lower case.
export const currencies = ['eur', 'gbp', 'usd', 'nok'] as const;
export type Currency = (typeof currencies)[number];

export type CountryInfo = { country: string; locale: string; currency: Currency };

// §3 / §9: the sign-up country table. The spec's prose says "36 countries" but
// its list names 37; every listed name is kept so no partner country is lost.
// Currencies follow §9 rather than each country's legal tender (e.g. Sweden,
// Switzerland and Poland bill in EUR) because only four currencies exist.
// Locales use each country's most widely spoken official language, so
// multilingual countries resolve the same way (Belgium nl-BE, Switzerland de-CH,
// Luxembourg lb-LU, Canada en-CA).
const countryTable = {
  NO: { country: 'Norway', locale: 'nb-NO', currency: 'nok' },
  AU: { country: 'Australia', locale: 'en-AU', currency: 'usd' },
  AT: { country: 'Austria', locale: 'de-AT', currency: 'eur' },
  BE: { country: 'Belgium', locale: 'nl-BE', currency: 'eur' },
  BG: { country: 'Bulgaria', locale: 'bg-BG', currency: 'eur' },
  CA: { country: 'Canada', locale: 'en-CA', currency: 'usd' },
  HR: { country: 'Croatia', locale: 'hr-HR', currency: 'eur' },
  CZ: { country: 'Czech Republic', locale: 'cs-CZ', currency: 'eur' },
  DK: { country: 'Denmark', locale: 'da-DK', currency: 'eur' },
  EE: { country: 'Estonia', locale: 'et-EE', currency: 'eur' },
  FI: { country: 'Finland', locale: 'fi-FI', currency: 'eur' },
  FR: { country: 'France', locale: 'fr-FR', currency: 'eur' },
  DE: { country: 'Germany', locale: 'de-DE', currency: 'eur' },
  GR: { country: 'Greece', locale: 'el-GR', currency: 'eur' },
  HU: { country: 'Hungary', locale: 'hu-HU', currency: 'eur' },
  IS: { country: 'Iceland', locale: 'is-IS', currency: 'eur' },
  IE: { country: 'Ireland', locale: 'en-IE', currency: 'eur' },
  IT: { country: 'Italy', locale: 'it-IT', currency: 'eur' },
  LV: { country: 'Latvia', locale: 'lv-LV', currency: 'eur' },
  LI: { country: 'Liechtenstein', locale: 'de-LI', currency: 'eur' },
  LT: { country: 'Lithuania', locale: 'lt-LT', currency: 'eur' },
  LU: { country: 'Luxembourg', locale: 'lb-LU', currency: 'eur' },
  MT: { country: 'Malta', locale: 'mt-MT', currency: 'eur' },
  NL: { country: 'Netherlands', locale: 'nl-NL', currency: 'eur' },
  NZ: { country: 'New Zealand', locale: 'en-NZ', currency: 'usd' },
  PL: { country: 'Poland', locale: 'pl-PL', currency: 'eur' },
  PT: { country: 'Portugal', locale: 'pt-PT', currency: 'eur' },
  CY: { country: 'Republic of Cyprus', locale: 'el-CY', currency: 'eur' },
  RO: { country: 'Romania', locale: 'ro-RO', currency: 'eur' },
  SK: { country: 'Slovakia', locale: 'sk-SK', currency: 'eur' },
  SI: { country: 'Slovenia', locale: 'sl-SI', currency: 'eur' },
  ZA: { country: 'South Africa', locale: 'en-ZA', currency: 'usd' },
  ES: { country: 'Spain', locale: 'es-ES', currency: 'eur' },
  SE: { country: 'Sweden', locale: 'sv-SE', currency: 'eur' },
  CH: { country: 'Switzerland', locale: 'de-CH', currency: 'eur' },
  GB: { country: 'United Kingdom', locale: 'en-GB', currency: 'gbp' },
  US: { country: 'United States of America', locale: 'en-US', currency: 'usd' },
} as const satisfies Record<string, CountryInfo>;

export type CountryCode = keyof typeof countryTable;

export const countries: Record<CountryCode, CountryInfo> = countryTable;

// §3: the spec keeps the names as their own list (in its own order, Norway
// first) for pickers that show names without codes.
export const countryNames: readonly string[] = [
  'Norway',
  'Australia',
  'Austria',
  'Belgium',
  'Bulgaria',
  'Canada',
  'Croatia',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Iceland',
  'Ireland',
  'Italy',
  'Latvia',
  'Liechtenstein',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'New Zealand',
  'Poland',
  'Portugal',
  'Republic of Cyprus',
  'Romania',
  'Slovakia',
  'Slovenia',
  'South Africa',
  'Spain',
  'Sweden',
  'Switzerland',
  'United Kingdom',
  'United States of America',
];

// Object.hasOwn keeps inherited keys such as "toString" from passing as codes.
export function isCountryCode(code: string): code is CountryCode {
  return Object.hasOwn(countryTable, code);
}

// §9: countries arrive as codes (either case) from forms and the backend, and as names from
// the separate name list; both find the same row.
export function currencyForCountry(codeOrName: string): Currency | undefined {
  const key = codeOrName.trim();
  const upper = key.toUpperCase();
  if (isCountryCode(upper)) return countries[upper].currency;
  const byName = Object.values(countries).find((c) => c.country.toLowerCase() === key.toLowerCase());
  return byName?.currency;
}
