import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@portal/contracts';
import en from './locales/en.json' with { type: 'json' };
import { textsFor } from './texts.ts';

const folder = path.join(import.meta.dirname, 'locales');
const english: Record<string, string> = en;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('sign-in page texts', () => {
  describe.each(languageCodes)('%s.json', (code) => {
    const file = path.join(folder, `${code}.json`);

    it('exists', () => {
      expect(existsSync(file)).toBe(true);
    });

    it('has exactly the English keys, in the same order, none empty, with the same placeholders', () => {
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(Object.keys(texts)).toEqual(Object.keys(english));
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect(placeholders(text as string), key).toEqual(placeholders(english[key]!));
      }
    });
  });

  it('gives the German text for de and fills its placeholders', () => {
    const t = textsFor('de');
    expect(t('signIn.title')).toBe('Anmelden');
    expect(t('signIn.locked', { minutes: 7 })).toContain('7 Minuten');
    const consent = t('consent.text', { organization: 'Acme GmbH', country: 'Deutschland' });
    expect(consent).toContain('Acme GmbH (Deutschland)');
    expect(consent).not.toContain('{{');
  });
});
