import type { LanguageCode } from '@portal/contracts';
import { languageTag, platformTexts, type PlatformTextKey, type PlatformTranslate } from './platform-texts.ts';

/** The page of a staff list asked for by `?page=`: 1 when absent or not a number, at most 10,000. */
export const requestedPage = (value: unknown): number =>
  Math.min(10_000, Math.max(1, Number.parseInt(String(value ?? '1'), 10) || 1));

/**
 * Previous and next links under a staff list, in the page's language; nothing when the list fits on
 * one page. `href` answers a page's link target, already escaped for an attribute.
 */
export function pagingNav(
  t: PlatformTranslate,
  list: { page: number; total: number; pageSize: number },
  href: (page: number) => string,
): string {
  const { page } = list;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages <= 1) return '';
  const link = (n: number, label: string) => `<a href="${href(n)}">${label}</a>`;
  return `<nav aria-label="${t('requests.pages')}"><p>${t('requests.pageOf', { page, pages })}${page > 1 ? ` · ${link(page - 1, t('requests.previous'))}` : ''}${page < pages ? ` · ${link(page + 1, t('requests.next'))}` : ''}</p></nav>`;
}

/** What a staff-only page answers anyone else, in their language: whose page it is, and the way to sign in. */
export function notStaffPage(language: LanguageCode, title: PlatformTextKey, heading: PlatformTextKey): string {
  const t = platformTexts(language);
  return `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8"><title>${t(title)}</title></head>
<body><main><h1>${t(heading)}</h1><p><a href="/partner/login">${t('requests.signIn')}</a></p></main></body></html>`;
}
