import { describe, it, expect } from 'vitest';
import { languageNativeNames, toLanguageCode } from './languages.ts';

// §3's twelve platform codes with the language each stands for, tagged as the rest of the world
// tags it (BCP 47): 'sw' is Swedish, not Swahili; 'br' is Portuguese, not Breton.
const platform = {
  en: 'en',
  no: 'no',
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
} as const;

describe('languages', () => {
  it.each(Object.entries(platform))(
    '%s is named in its own tongue, as the language writes its name (%s)',
    (code, tag) => {
      const own = new Intl.DisplayNames([tag], { type: 'language' }).of(tag)!;
      expect(languageNativeNames[code as keyof typeof platform]).toBe(
        own.charAt(0).toLocaleUpperCase(tag) + own.slice(1),
      );
    },
  );
});

describe('toLanguageCode', () => {
  it('§3: platform codes pass through unchanged', () => {
    for (const code of Object.keys(platform)) expect(toLanguageCode(code)).toBe(code);
  });

  it('§3: ISO codes map to platform codes (pt→br, sv→sw, nb/nn→no)', () => {
    expect(toLanguageCode('pt')).toBe('br');
    expect(toLanguageCode('sv')).toBe('sw');
    expect(toLanguageCode('nb')).toBe('no');
    expect(toLanguageCode('nn')).toBe('no');
  });

  it('§3: region tags and case are ignored', () => {
    expect(toLanguageCode('nb-NO')).toBe('no');
    expect(toLanguageCode('pt_BR')).toBe('br');
    expect(toLanguageCode('SV-se')).toBe('sw');
    expect(toLanguageCode('en-GB')).toBe('en');
  });

  it('§3: unknown or missing codes fall back to English', () => {
    expect(toLanguageCode('ja')).toBe('en');
    expect(toLanguageCode('')).toBe('en');
    expect(toLanguageCode(null)).toBe('en');
    expect(toLanguageCode(undefined)).toBe('en');
    expect(toLanguageCode('constructor')).toBe('en');
  });
});
