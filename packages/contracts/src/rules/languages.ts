// §3: the platform's own language codes. They are not ISO 639-1 throughout:
// 'sw' is Swedish (not Swahili) and 'br' is Portuguese (not Breton).
export const languageCodes = ['en', 'no', 'sw', 'da', 'es', 'de', 'fr', 'br', 'fi', 'it', 'nl', 'pl'] as const;
export type LanguageCode = (typeof languageCodes)[number];

// §3: the names the platform uses internally (lower-case English).
export const languageNames: Record<LanguageCode, string> = {
  en: 'english',
  no: 'norwegian',
  sw: 'swedish',
  da: 'danish',
  es: 'spanish',
  de: 'german',
  fr: 'french',
  br: 'portuguese',
  fi: 'finnish',
  it: 'italian',
  nl: 'dutch',
  pl: 'polish',
};

// Pickers show each language in its own tongue so users can find theirs
// whatever language the UI is currently in.
export const languageNativeNames: Record<LanguageCode, string> = {
  en: 'English',
  no: 'Norsk',
  sw: 'Svenska',
  da: 'Dansk',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  br: 'Português',
  fi: 'Suomi',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
};

// Browsers and identity providers send real ISO codes; these are the ones
// whose platform code differs.
const isoAliases: Readonly<Record<string, LanguageCode>> = {
  pt: 'br',
  sv: 'sw',
  nb: 'no',
  nn: 'no',
};

function isLanguageCode(code: string): code is LanguageCode {
  return (languageCodes as readonly string[]).includes(code);
}

// Accepts platform codes, ISO codes and full tags such as 'nb-NO' or 'pt_BR';
// anything unrecognised falls back to English, the platform default.
export function toLanguageCode(code: string | null | undefined): LanguageCode {
  if (!code) return 'en';
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguageCode(primary)) return primary;
  return Object.hasOwn(isoAliases, primary) ? (isoAliases[primary] as LanguageCode) : 'en';
}
