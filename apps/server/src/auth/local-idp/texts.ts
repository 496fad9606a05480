import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { languageCodes, languageNativeNames, toLanguageCode, type LanguageCode } from '@portal/contracts';
import en from './locales/en.json' with { type: 'json' };

export type TextKey = keyof typeof en;
type Texts = Record<TextKey, string>;

/** A folder of `<language code>.json` files, each a page's texts in that language. */
export function readLocaleFolder<T>(folder: string): Partial<Record<LanguageCode, T>> {
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace('.json', ''), JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as T]),
  ) as Partial<Record<LanguageCode, T>>;
}

// The identity provider's pages in the portal's 12 languages (files beside this one, checked by texts.unit.test.ts).
const all = readLocaleFolder<Texts>(path.join(import.meta.dirname, 'locales'));

/** The person's language: the portal's choice (ui_locales or ?lang) first, then the browser's. */
export function pickLanguage(explicit: unknown, acceptLanguage: string | undefined): LanguageCode {
  if (typeof explicit === 'string' && explicit) return toLanguageCode(explicit.split(' ')[0]);
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    const code = toLanguageCode(tag);
    if (tag && (code !== 'en' || tag.toLowerCase().startsWith('en'))) return code;
  }
  return 'en';
}

export function textsFor(language: LanguageCode) {
  const texts = all[language] ?? en;
  return (key: TextKey, values: Record<string, string | number> = {}) =>
    (texts[key] ?? en[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export type Translate = ReturnType<typeof textsFor>;

/** The BCP 47 tag of a language code (for `<html lang>` and Intl): the spec's 'sw' is Swedish, 'br' Portuguese, 'no' Bokmål. */
export const languageTag = (language: LanguageCode): string => ({ no: 'nb', sw: 'sv', br: 'pt' })[language as string] ?? language;

/** Country names in the page's language, from the runtime's own data. */
export function regionName(language: LanguageCode, countryCode: string): string {
  return new Intl.DisplayNames([languageTag(language)], { type: 'region' }).of(countryCode) ?? countryCode;
}

export const languages = languageCodes.map((code) => ({ code, name: languageNativeNames[code] }));
