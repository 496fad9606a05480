import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@portal/contracts';
import { escape } from './escape-html.ts';

type Values = Record<string, string | number>;

/** A folder of `<language code>.json` files, each a page's texts in that language. */
export function readLocaleFolder<T>(folder: string): Partial<Record<LanguageCode, T>> {
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace('.json', ''), JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as T]),
  ) as Partial<Record<LanguageCode, T>>;
}

const fill = (text: string, values: Values, put: (value: string) => string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => put(String(values[name] ?? '')));

/**
 * Pages' texts in the portal's languages, read once from a folder of `<code>.json` files; English
 * stands in for a language or a key a file lacks. A text's {{placeholders}} take the values given.
 */
export function localeTexts<Key extends string>(folder: string, english: Record<Key, string>) {
  const all = readLocaleFolder<Record<Key, string>>(folder);
  const text = (language: LanguageCode, key: Key) => (all[language] ?? english)[key] ?? english[key];
  return {
    /** Plain text, for a page that escapes what it prints. */
    plain:
      (language: LanguageCode) =>
      (key: Key, values: Values = {}): string =>
        fill(text(language, key), values, (value) => value),
    /** HTML: the text and the values filled into it are escaped, so a page puts the result in as it is. */
    html:
      (language: LanguageCode) =>
      (key: Key, values: Values = {}): string =>
        fill(escape(text(language, key)), values, escape),
  };
}
