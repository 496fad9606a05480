import type { LanguageCode } from '@portal/contracts';
import { languages, languageTag, type Translate } from './texts.ts';

export const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `body{font-family:system-ui,sans-serif;background:#f4f6fa;margin:0;display:grid;place-items:center;min-height:100vh;color:#1a1b1e}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 12px #0002;width:min(400px,90vw);margin:2rem 0}
label{display:block;margin-top:1rem;font-weight:600}input,select{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #868e96;border-radius:4px;font-size:1rem;background:#fff}
button{margin-top:1.5rem;width:100%;padding:.7rem;background:#1c4ed8;color:#fff;border:0;border-radius:4px;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#1c4ed8;border:1px solid #1c4ed8;margin-top:.75rem}
a{color:#1c4ed8}button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
p[role=alert],.field-error{color:#b3261e;font-weight:600}.hint{color:#495057;font-size:.9rem;margin:.3rem 0 0}
nav{margin-top:2rem;font-size:.85rem;line-height:1.8}nav a{margin-right:.6rem}`;

export interface PageContext {
  language: LanguageCode;
  t: Translate;
  /** This page's address, for the language links. */
  url: string;
}

/** Links to this same page in each language (no script needed). */
function languageLinks({ language, t, url }: PageContext): string {
  const links = languages.map(({ code, name }) => {
    const target = new URL(url, 'http://x');
    target.searchParams.set('lang', code);
    const current = code === language ? ' aria-current="true"' : '';
    return `<a href="${escape(target.pathname + target.search)}" lang="${languageTag(code)}"${current}>${escape(name)}</a>`;
  });
  return `<nav aria-label="${escape(t('language'))}">${links.join(' ')}</nav>`;
}

export function page(context: PageContext, title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="${languageTag(context.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${styles}</style>${head}</head><body><main>${body}${languageLinks(context)}</main></body></html>`;
}

export const alert = (message: string | undefined) => (message ? `<p role="alert">${escape(message)}</p>` : '');
export const hiddenLanguage = (context: PageContext) => `<input type="hidden" name="lang" value="${context.language}">`;
