import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes, toLanguageCode, type LanguageCode } from '@portal/contracts';
import { localStore } from '../session/optional-storage.ts';
import { loadTranslation } from './translations.ts';

export { loadTranslation, type Translation } from './translations.ts';

const storageKey = 'portal-language';
// The signed-in account's language, kept so that pages shown before (or without) the root guard
// (not-found, unauthorized, the error page, a reload of any of them) speak it without a request.
const accountKey = 'portal-account-language';

// i18next plural rules and HTML lang attributes need BCP 47 tags: the spec's 'sw' is Swedish
// (not Swahili) and 'br' Portuguese (not Breton), so translations are registered under these tags.
export const htmlLang: Record<LanguageCode, string> = {
  en: 'en',
  no: 'nb',
  sw: 'sv',
  da: 'da',
  es: 'es',
  de: 'de',
  fr: 'fr',
  br: 'pt',
  fi: 'fi',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
};

function readCode(key: string): LanguageCode | null {
  const value = localStore.get(key);
  return value && (languageCodes as readonly string[]).includes(value) ? (value as LanguageCode) : null;
}

export function storedLanguage(): LanguageCode | null {
  return readCode(storageKey);
}

// Features whose screens have been opened: a language switch loads their strings too.
const featuresInUse = new Set<string>();
const featuresLoaded = new Set<string>();

async function ensureCore(language: LanguageCode): Promise<void> {
  const tag = htmlLang[language];
  if (!i18n.hasResourceBundle(tag, 'translation'))
    i18n.addResourceBundle(tag, 'translation', await loadTranslation(language));
}

// The core bundle goes in first: a feature's strings merged into a missing bundle would make it
// look loaded.
async function ensureFeature(feature: string, language: LanguageCode): Promise<void> {
  const key = `${feature}/${language}`;
  if (featuresLoaded.has(key)) return;
  // The table of feature files (a dozen languages for each feature) is a chunk of its own: the
  // first visit to the sign-in page or the customer list needs none of it.
  const features = import('./features.ts');
  const [strings] = await Promise.all([
    features.then(({ loadFeatureStrings }) => loadFeatureStrings(feature, language)),
    ensureCore(language),
  ]);
  i18n.addResourceBundle(htmlLang[language], 'translation', strings, true, false);
  featuresLoaded.add(key);
}

async function ensureLoaded(language: LanguageCode): Promise<void> {
  await ensureCore(language);
  await Promise.all([...featuresInUse].map((feature) => ensureFeature(feature, language)));
}

function currentLanguage(): LanguageCode {
  const entry = Object.entries(htmlLang).find(([, tag]) => tag === i18n.language);
  return (entry?.[0] as LanguageCode | undefined) ?? 'en';
}

// The router starts loading the first route before i18n is initialised (main.tsx): a feature's
// strings wait for it, and initI18n then loads them with the language it starts in.
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => (markInitialised = resolve));

/** Loads a feature's strings in the language in use (and in every later one) before its screen shows. */
export async function ensureFeatureStrings(feature: string): Promise<void> {
  featuresInUse.add(feature);
  await initialised;
  await ensureFeature(feature, currentLanguage());
}

/** A lazy route module whose screen needs one or more features' strings: all load in parallel. */
export function withFeatureStrings<T>(features: string | readonly string[], load: () => Promise<T>): () => Promise<T> {
  const names = typeof features === 'string' ? [features] : features;
  return async () => (await Promise.all([load(), ...names.map(ensureFeatureStrings)]))[0];
}

// Two quick switches may load out of order: only the latest one is applied.
let latestSwitch = 0;

/** Loads the language's translation if it is not loaded yet, then switches to it. */
export async function setLanguage(code: string, remember = false): Promise<void> {
  const language = toLanguageCode(code);
  // Where storage is blocked the choice still applies; it is only not remembered.
  if (remember) localStore.set(storageKey, language);
  const thisSwitch = ++latestSwitch;
  await ensureLoaded(language);
  if (thisSwitch !== latestSwitch) return;
  await i18n.changeLanguage(htmlLang[language]);
  document.documentElement.lang = htmlLang[language];
}

/** The person's own choice wins over the account's languageCode. */
export function applyUserLanguage(languageCode: string): Promise<void> {
  localStore.set(accountKey, toLanguageCode(languageCode));
  return setLanguage(storedLanguage() ?? languageCode);
}

/**
 * Starts i18n in the person's stored choice, else the last signed-in account's language, else
 * English, fetching only that language.
 * Every language has every English string (locales.test.ts), so English is not fetched as a
 * fallback; it is loaded only when it is the language in use.
 */
export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage() ?? readCode(accountKey) ?? 'en';
  try {
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: htmlLang[language],
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
    await setLanguage(language);
    return i18n;
  } finally {
    // Also after a failure: the portal renders without its translation rather than wait forever.
    markInitialised();
  }
}
