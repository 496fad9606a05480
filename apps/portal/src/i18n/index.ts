import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes, toLanguageCode, type LanguageCode } from '@portal/contracts';
import { loadTranslation } from './translations.ts';

export { loadTranslation, type Translation } from './translations.ts';

const storageKey = 'portal-language';

// i18next plural rules and HTML lang attributes need BCP 47 tags: the spec's 'sw' is Swedish
// (not Swahili) and 'br' Portuguese (not Breton), so translations are registered under these tags.
export const htmlLang: Record<LanguageCode, string> = {
  en: 'en', no: 'nb', sw: 'sv', da: 'da', es: 'es', de: 'de', fr: 'fr', br: 'pt', fi: 'fi', it: 'it', nl: 'nl', pl: 'pl',
};

export function storedLanguage(): LanguageCode | null {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  return value && (languageCodes as readonly string[]).includes(value) ? (value as LanguageCode) : null;
}

async function ensureLoaded(language: LanguageCode): Promise<void> {
  const tag = htmlLang[language];
  if (!i18n.hasResourceBundle(tag, 'translation')) i18n.addResourceBundle(tag, 'translation', await loadTranslation(language));
}

// Two quick switches may load out of order: only the latest one is applied.
let latestSwitch = 0;

/** Loads the language's translation if it is not loaded yet, then switches to it. */
export async function setLanguage(code: string, remember = false): Promise<void> {
  const language = toLanguageCode(code);
  if (remember) localStorage.setItem(storageKey, language);
  const thisSwitch = ++latestSwitch;
  await ensureLoaded(language);
  if (thisSwitch !== latestSwitch) return;
  await i18n.changeLanguage(htmlLang[language]);
  document.documentElement.lang = htmlLang[language];
}

/** The person's own choice wins over the account's languageCode. */
export function applyUserLanguage(languageCode: string): Promise<void> {
  return setLanguage(storedLanguage() ?? languageCode);
}

/**
 * Starts i18n in the person's stored language (English otherwise), fetching only that language.
 * Every language has every English string (locales.test.ts), so English is not fetched as a
 * fallback; it is loaded only when it is the language in use.
 */
export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage() ?? 'en';
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: htmlLang[language],
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  await setLanguage(language);
  return i18n;
}
