import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTexts, readLocaleFolder } from './locale-texts.ts';

const english = { greeting: 'Hello {{name}}', bye: 'Bye & see you' };
const folder = mkdtempSync(path.join(tmpdir(), 'locales-'));
writeFileSync(path.join(folder, 'en.json'), JSON.stringify(english));
writeFileSync(path.join(folder, 'de.json'), JSON.stringify({ greeting: 'Hallo {{name}} <3' }));
writeFileSync(path.join(folder, 'notes.txt'), 'not a language');

describe('texts of the server-rendered pages', () => {
  it('reads one file a language, and nothing else', () => {
    expect(Object.keys(readLocaleFolder(folder)).sort()).toEqual(['de', 'en']);
  });

  it('fills placeholders, with English for a missing language or key', () => {
    const texts = localeTexts(folder, english);
    expect(texts.plain('de')('greeting', { name: 'Ana' })).toBe('Hallo Ana <3');
    expect(texts.plain('de')('bye')).toBe('Bye & see you');
    expect(texts.plain('fr')('greeting')).toBe('Hello ');
  });

  it('answers HTML with the text and the values escaped', () => {
    const t = localeTexts(folder, english).html('de');
    expect(t('greeting', { name: '<b>Ana</b>' })).toBe('Hallo &lt;b&gt;Ana&lt;/b&gt; &lt;3');
  });
});
