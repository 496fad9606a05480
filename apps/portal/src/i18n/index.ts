import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes, toLanguageCode, type LanguageCode } from '@portal/contracts';
import en from './locales/en.json';
import no from './locales/no.json';
import sw from './locales/sw.json';
import da from './locales/da.json';
import es from './locales/es.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import br from './locales/br.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import nl from './locales/nl.json';
import pl from './locales/pl.json';

export const resources = { en, no, sw, da, es, de, fr, br, fi, it, nl, pl } satisfies Record<LanguageCode, typeof en>;

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

export async function setLanguage(code: string, remember = false): Promise<void> {
  const language = toLanguageCode(code);
  if (remember) localStorage.setItem(storageKey, language);
  await i18n.changeLanguage(htmlLang[language]);
  document.documentElement.lang = htmlLang[language];
}

/** The person's own choice wins over the account's languageCode. */
export function applyUserLanguage(languageCode: string): Promise<void> {
  return setLanguage(storedLanguage() ?? languageCode);
}

export function initI18n(): typeof i18n {
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(languageCodes.map((code) => [htmlLang[code], { translation: resources[code] }])),
    lng: htmlLang[storedLanguage() ?? 'en'],
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = htmlLang[toLanguageCode(i18n.language)];
  return i18n;
}
