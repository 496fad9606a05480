import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LanguageCode } from '@portal/contracts';
import { findCaller } from '../../../auth/caller.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import { htmlPage } from '../../../page-kit/html-page.ts';
import {
  focusRing,
  formControls,
  formMessages,
  ruledTable,
  textColumn,
  visuallyHidden,
} from '../../../page-kit/page-styles.ts';
import { platformLanguage, platformTexts, type PlatformTextKey, type PlatformTranslate } from './platform-texts.ts';

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
  return htmlPage({
    language,
    title: t(title),
    viewport: false,
    body: `<main><h1>${t(heading)}</h1><p><a href="/partner/login">${t('requests.signIn')}</a></p></main>`,
  });
}

/** The look the staff's list and form pages share: a column `maxWidth` wide, full-width tables, form controls. */
const staffStyles = (maxWidth: string) =>
  `${textColumn(maxWidth)}
${ruledTable}table{width:100%}th,td{vertical-align:top}
${formControls}${focusRing('button,input,select,textarea,a')}
${formMessages}${visuallyHidden}`;

/** One of the staff's pages under /platform: its title before the staff's, the shared look before its own. */
export function staffDocument(
  language: LanguageCode,
  page: { title: string; maxWidth: string; styles?: string; body: string },
): string {
  const t = platformTexts(language);
  return htmlPage({
    language,
    title: `${page.title} · ${t('staff.title')}`,
    styles: `${staffStyles(page.maxWidth)}\n${page.styles ?? ''}`,
    body: page.body,
  });
}

/**
 * A page only platform staff see, never cached. Anyone else is answered 403 and `notStaff`'s title
 * and heading, in their language; staff get what `render` answers, in theirs.
 */
export function registerStaffPage(
  app: FastifyInstance,
  url: string,
  notStaff: { title: PlatformTextKey; heading: PlatformTextKey },
  render: (request: FastifyRequest, language: LanguageCode) => Promise<string>,
): void {
  app.get(url, async (request, reply) => {
    reply.type('text/html').header('cache-control', 'no-store');
    const caller = await findCaller(app.sessions, request);
    const language = platformLanguage(caller, request);
    if (!caller || !isPlatformStaff(caller)) {
      return reply.code(403).send(notStaffPage(language, notStaff.title, notStaff.heading));
    }
    return render(request, language);
  });
}
