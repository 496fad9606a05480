import type { Locale } from 'date-fns';
import { toLanguageCode, type LanguageCode } from './languages.ts';

// §3: English means British English so the week starts on Monday like the
// rest of the (European) audience; Portuguese serves both 'br' and 'pt'
// because the platform has a single Portuguese translation.
// Each locale is its own module, loaded when first asked for, so a bundle
// carries only the languages it meets.
const loadLocale: Record<LanguageCode, () => Promise<Locale>> = {
  no: async () => (await import('date-fns/locale/nb')).nb,
  fi: async () => (await import('date-fns/locale/fi')).fi,
  es: async () => (await import('date-fns/locale/es')).es,
  en: async () => (await import('date-fns/locale/en-GB')).enGB,
  sw: async () => (await import('date-fns/locale/sv')).sv,
  fr: async () => (await import('date-fns/locale/fr')).fr,
  de: async () => (await import('date-fns/locale/de')).de,
  da: async () => (await import('date-fns/locale/da')).da,
  br: async () => (await import('date-fns/locale/pt')).pt,
  it: async () => (await import('date-fns/locale/it')).it,
  nl: async () => (await import('date-fns/locale/nl')).nl,
  pl: async () => (await import('date-fns/locale/pl')).pl,
};

// Going through toLanguageCode lets ISO codes ('pt', 'sv', 'nb') and full tags
// work, and gives unknown codes the §3 English fallback.
export function dateLocaleFor(code: string | null | undefined): Promise<Locale> {
  return loadLocale[toLanguageCode(code)]();
}
