import { describe, it, expect } from 'vitest';
import { languageCodes, languageNames, languageNativeNames, toLanguageCode } from './languages.ts';

describe('languages', () => {
  it('§3: the platform supports exactly twelve language codes', () => {
    expect(languageCodes).toEqual(['en', 'no', 'sw', 'da', 'es', 'de', 'fr', 'br', 'fi', 'it', 'nl', 'pl']);
  });

  it('§3: each code maps to the spec language name', () => {
    expect(languageNames).toEqual({
      en: 'english',
      no: 'norwegian',
      sw: 'swedish',
      da: 'danish',
      es: 'spanish',
      de: 'german',
      fr: 'french',
      br: 'portuguese',
      fi: 'finnish',
      it: 'italian',
      nl: 'dutch',
      pl: 'polish',
    });
  });

  it('§3: sw is Swedish and br is Portuguese in native names too', () => {
    expect(languageNativeNames.sw).toBe('Svenska');
    expect(languageNativeNames.br).toBe('Português');
    expect(languageNativeNames.no).toBe('Norsk');
    expect(Object.keys(languageNativeNames).sort()).toEqual([...languageCodes].sort());
  });
});

describe('toLanguageCode', () => {
  it('§3: platform codes pass through unchanged', () => {
    for (const code of languageCodes) expect(toLanguageCode(code)).toBe(code);
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
