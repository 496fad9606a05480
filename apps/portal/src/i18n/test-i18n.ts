import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';

/**
 * For a component test: an i18next instance of its own with the strings every screen has and one
 * feature's, in English (the language it starts in) and German.
 */
export async function testI18n(feature: { en: object; de: object }): Promise<i18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    resources: { en: { translation: { ...en, ...feature.en } }, de: { translation: { ...de, ...feature.de } } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  return instance;
}
