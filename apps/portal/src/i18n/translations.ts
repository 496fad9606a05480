import type { LanguageCode } from '@portal/contracts';
import type en from './locales/en.json';

export type Translation = typeof en;

// One chunk per language (§3's twelve), fetched when the language is first used.
const loaders: Record<LanguageCode, () => Promise<{ default: Translation }>> = {
  en: () => import('./locales/en.json'),
  no: () => import('./locales/no.json'),
  sw: () => import('./locales/sw.json'),
  da: () => import('./locales/da.json'),
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  br: () => import('./locales/br.json'),
  fi: () => import('./locales/fi.json'),
  it: () => import('./locales/it.json'),
  nl: () => import('./locales/nl.json'),
  pl: () => import('./locales/pl.json'),
};

export async function loadTranslation(language: LanguageCode): Promise<Translation> {
  return (await loaders[language]()).default;
}
