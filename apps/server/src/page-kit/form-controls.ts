import type { LanguageCode } from '@portal/contracts';
import { escape } from './escape-html.ts';
import { languageTag, regionNames } from './languages.ts';

/**
 * A labelled form control with its hint and its error (all three as HTML, text already escaped).
 * `control` receives the ARIA attributes that tie it to them.
 */
export function field(
  id: string,
  label: string,
  control: (aria: string) => string,
  { hint, error }: { hint?: string | undefined; error?: string | undefined } = {},
): string {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const aria = `${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  return `<label for="${id}">${label}</label>${control(aria)}${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}${error ? `<p class="field-error" id="${id}-error">${error}</p>` : ''}`;
}

/**
 * A select's options for these countries, named in the page's language and in its alphabetical
 * order; `collation` is the locale that orders them, the language's BCP 47 tag unless given.
 */
export function countryOptions(
  language: LanguageCode,
  codes: readonly string[],
  selected: string | null | undefined,
  collation = languageTag(language),
): string {
  const name = regionNames(language);
  return codes
    .map((code) => ({ code, name: name(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, collation))
    .map(({ code, name }) => `<option value="${code}"${code === selected ? ' selected' : ''}>${escape(name)}</option>`)
    .join('');
}
