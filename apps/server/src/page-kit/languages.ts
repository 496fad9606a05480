import { languageCodes, languageNativeNames, toLanguageCode, type LanguageCode } from '@portal/contracts';

/** The BCP 47 tag of a language code (for `<html lang>` and Intl): the spec's 'sw' is Swedish, 'br' Portuguese, 'no' Bokmål. */
export const languageTag = (language: LanguageCode): string =>
  ({ no: 'nb', sw: 'sv', br: 'pt' })[language as string] ?? language;

/** The person's language: an explicit choice (ui_locales or ?lang) first, then the browser's, then English. */
export function pickLanguage(explicit: unknown, acceptLanguage: string | undefined): LanguageCode {
  if (typeof explicit === 'string' && explicit) return toLanguageCode(explicit.split(' ')[0]);
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    const code = toLanguageCode(tag);
    if (tag && (code !== 'en' || tag.toLowerCase().startsWith('en'))) return code;
  }
  return 'en';
}

/** The portal's 12 languages, each named in itself. */
export const languages = languageCodes.map((code) => ({ code, name: languageNativeNames[code] }));

/** Country names in the page's language, from the runtime's own data. */
export const regionNames = (language: LanguageCode) => {
  const names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
  return (countryCode: string): string => names.of(countryCode) ?? countryCode;
};

/** One country's name in the page's language. */
export const regionName = (language: LanguageCode, countryCode: string): string => regionNames(language)(countryCode);
