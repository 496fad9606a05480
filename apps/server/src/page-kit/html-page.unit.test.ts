import { describe, expect, it } from 'vitest';
import { escape } from './escape-html.ts';
import { htmlPage, languageLinks } from './html-page.ts';

describe('the shell of every server-rendered page', () => {
  it('escapes text for elements and quoted attributes', () => {
    expect(escape(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('sets the language tag, the title, the viewport and the styles, and puts the body in as it is', () => {
    const page = htmlPage({ language: 'no', title: 'A &amp; B', styles: 'p{color:red}', body: '<main>hi</main>' });
    expect(page.startsWith('<!doctype html><html lang="nb"><head><meta charset="utf-8">')).toBe(true);
    expect(page).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(page).toContain('<title>A &amp; B</title><style>p{color:red}</style></head>');
    expect(page.endsWith('<body><main>hi</main></body></html>')).toBe(true);
  });

  it('leaves out what a page does not have', () => {
    const page = htmlPage({ language: 'en', title: 'T', body: '', viewport: false, head: '<script>x()</script>' });
    expect(page).not.toContain('viewport');
    expect(page).not.toContain('<style>');
    expect(page).toContain('<title>T</title><script>x()</script></head>');
  });

  it('links to the same page in each language, keeping its query and marking the current one', () => {
    const nav = languageLinks('sw', '/oidc/interaction/abc?lang=en&x=<1>', 'Språk');
    expect(nav.startsWith('<nav aria-label="Språk">')).toBe(true);
    expect(nav).toContain('<a href="/oidc/interaction/abc?lang=de&amp;x=%3C1%3E" lang="de">Deutsch</a>');
    expect(nav).toContain('lang="sv" aria-current="true">Svenska</a>');
    expect(nav.match(/<a /g)).toHaveLength(12);
  });
});
