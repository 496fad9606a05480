import { useMemo } from 'react';
import { countries, type CountryCode } from '@portal/contracts';
import { regionName } from './region-name.ts';

/** §3: the country table's names, in the person's language and in that language's alphabet order. */
export function useCountryOptions(language: string): { value: CountryCode; label: string }[] {
  return useMemo(
    () =>
      (Object.keys(countries) as CountryCode[])
        .map((code) => ({ value: code, label: regionName(language, code) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
}
