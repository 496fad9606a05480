import { toLanguageCode } from '@portal/contracts';

const tags: Record<string, string> = { no: 'nb', sw: 'sv', br: 'pt' };

/** A country's name in the page's language, from the browser's own data (no translation files). */
export function regionName(language: string, countryCode: string): string {
  const code = toLanguageCode(language);
  try {
    return new Intl.DisplayNames([tags[code] ?? code], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
