import { describe, expect, it } from 'vitest';
import { languageTag, languages, pickLanguage, regionName } from './languages.ts';

describe('the languages of the server-rendered pages', () => {
  it('picks the platform code from ISO tags, explicit choice first, English for anything unknown', () => {
    expect(pickLanguage(undefined, 'sv-SE,sv;q=0.9,en;q=0.8')).toBe('sw');
    expect(pickLanguage('nb', undefined)).toBe('no');
    expect(pickLanguage('de fr', 'pl')).toBe('de');
    expect(pickLanguage(undefined, 'pt-BR')).toBe('br');
    expect(pickLanguage(undefined, 'xx-YY,zz;q=0.5')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('tags the page with the BCP 47 language the portal uses', () => {
    expect(languageTag('de')).toBe('de');
    expect(languageTag('no')).toBe('nb');
    expect(languageTag('sw')).toBe('sv');
    expect(languageTag('br')).toBe('pt');
  });

  it('names each of the 12 languages in itself, and a country in the page language', () => {
    expect(languages).toHaveLength(12);
    expect(languages.find((l) => l.code === 'de')?.name).toBe('Deutsch');
    expect(regionName('sw', 'NO')).toBe('Norge');
    expect(regionName('de', 'XX')).toBe('XX');
  });
});
