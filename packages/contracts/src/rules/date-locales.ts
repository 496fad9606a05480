import type { Locale } from 'date-fns';
import { da, de, enGB, es, fi, fr, it, nb, nl, pl, pt, sv } from 'date-fns/locale';
import { toLanguageCode, type LanguageCode } from './languages.ts';

// §3: English means British English so the week starts on Monday like the
// rest of the (European) audience; Portuguese serves both 'br' and 'pt'
// because the platform has a single Portuguese translation.
const localeByLanguage: Record<LanguageCode, Locale> = {
  no: nb,
  fi,
  es,
  en: enGB,
  sw: sv,
  fr,
  de,
  da,
  br: pt,
  it,
  nl,
  pl,
};

// Going through toLanguageCode lets ISO codes ('pt', 'sv', 'nb') and full tags
// work, and gives unknown codes the §3 English fallback.
export function dateLocaleFor(code: string | null | undefined): Locale {
  return localeByLanguage[toLanguageCode(code)];
}
