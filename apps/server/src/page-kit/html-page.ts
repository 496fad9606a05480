import type { LanguageCode } from '@portal/contracts';
import { escape } from './escape-html.ts';
import { languageTag, languages } from './languages.ts';

export interface HtmlPage {
  language: LanguageCode;
  /** The document's title, as HTML (text already escaped). */
  title: string;
  /** The page's own style sheet: the Content-Security-Policy allows inline styles, never inline scripts. */
  styles?: string;
  /** The rest of the head: an inline script whose hash the page's policy allows. */
  head?: string;
  /** The body's content, as HTML. */
  body: string;
  /** Whether the page fits a phone's screen (the viewport meta); every page but the bare refusals does. */
  viewport?: boolean;
}

/** The one shell of every server-rendered page: the sign-in pages and the /platform pages. */
export function htmlPage({ language, title, styles, head = '', body, viewport = true }: HtmlPage): string {
  const fit = viewport ? '<meta name="viewport" content="width=device-width,initial-scale=1">' : '';
  return `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8">${fit}
<title>${title}</title>${styles ? `<style>${styles}</style>` : ''}${head}</head>
<body>${body}</body></html>`;
}

/** Links to this same page (`url`) in each language, the current one marked; they need no script. */
export function languageLinks(language: LanguageCode, url: string, label: string): string {
  const links = languages.map(({ code, name }) => {
    const target = new URL(url, 'http://x');
    target.searchParams.set('lang', code);
    const current = code === language ? ' aria-current="true"' : '';
    return `<a href="${escape(target.pathname + target.search)}" lang="${languageTag(code)}"${current}>${escape(name)}</a>`;
  });
  return `<nav aria-label="${label}">${links.join(' ')}</nav>`;
}
