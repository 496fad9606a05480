import type { LanguageCode } from '@portal/contracts';
import { escape } from '../../page-kit/escape-html.ts';
import { htmlPage, languageLinks } from '../../page-kit/html-page.ts';
import type { Translate } from './texts.ts';

// The identity provider's look: one card in the middle of the screen.
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

/** A page of the identity provider: its content on the card, then links to it in each language. */
export function page(context: PageContext, title: string, body: string, head = ''): string {
  const links = languageLinks(context.language, context.url, escape(context.t('language')));
  return htmlPage({
    language: context.language,
    title: escape(title),
    styles,
    head,
    body: `<main>${body}${links}</main>`,
  });
}

export const alert = (message: string | undefined) => (message ? `<p role="alert">${escape(message)}</p>` : '');
export const hiddenLanguage = (context: PageContext) => `<input type="hidden" name="lang" value="${context.language}">`;
