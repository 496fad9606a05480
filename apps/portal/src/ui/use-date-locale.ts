import { useEffect, useState } from 'react';
import type { Locale } from 'date-fns';
import { dateLocaleFor } from '@portal/contracts';

/**
 * The date-fns locale of the page's language. The loader passes the one it loaded, so the first
 * render has it; a language switch on the page loads the new one (its own small chunk).
 */
export function useDateLocale(language: string, initial: { language: string; locale: Locale }): Locale {
  const [loaded, setLoaded] = useState(initial);
  useEffect(() => {
    if (loaded.language === language) return;
    let current = true;
    void dateLocaleFor(language).then((locale) => {
      if (current) setLoaded({ language, locale });
    });
    return () => {
      current = false;
    };
  }, [language, loaded.language]);
  return loaded.locale;
}
