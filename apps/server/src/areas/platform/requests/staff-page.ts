import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { escape } from '../../../page-kit/escape-html.ts';
import { platformTexts, type PlatformTextKey, type PlatformTranslate } from '../pages/platform-texts.ts';
import { pagingNav, registerStaffPage, requestedPage, staffDocument } from '../pages/staff-page-parts.ts';
import { contactPage, contactRequestPage, licenseRequestPage } from './repo.ts';

export const staffPageSize = 50;

type Cell = string | number | boolean | null;
type Column =
  | 'sent'
  | 'name'
  | 'email'
  | 'company'
  | 'message'
  | 'signedIn'
  | 'address'
  | 'partner'
  | 'from'
  | 'topic'
  | 'for'
  | 'requestedBy'
  | 'product'
  | 'licences'
  | 'status';
interface Listing {
  /** The row's field, and its heading (requests.column.*) in the page's language. */
  columns: [key: string, heading: Column][];
  page: (db: Db, offset: number, limit: number) => Promise<{ data: Record<string, Cell>[]; total: number }>;
}

// Each kind's title, caption and empty-list texts are requests.<kind>* in platform-locales.
const listings: Record<string, Listing> = {
  contacts: {
    columns: [
      ['sentAt', 'sent'],
      ['name', 'name'],
      ['email', 'email'],
      ['company', 'company'],
      ['message', 'message'],
      ['signedIn', 'signedIn'],
      ['clientAddress', 'address'],
    ],
    page: contactPage,
  },
  'contact-requests': {
    columns: [
      ['sentAt', 'sent'],
      ['organizationName', 'partner'],
      ['senderName', 'from'],
      ['senderEmail', 'email'],
      ['topic', 'topic'],
      ['message', 'message'],
    ],
    page: contactRequestPage,
  },
  licenses: {
    columns: [
      ['sentAt', 'sent'],
      ['organizationName', 'for'],
      ['requestedBy', 'requestedBy'],
      ['senderName', 'from'],
      ['productType', 'product'],
      ['quantity', 'licences'],
      ['status', 'status'],
    ],
    page: licenseRequestPage,
  },
};
type Kind = keyof typeof listings;
const kindText = (
  t: PlatformTranslate,
  kind: Kind,
  suffix: '' | '.caption' | '.none' | '.noneOnPage',
  values?: Record<string, number>,
) => t(`requests.${kind}${suffix}` as PlatformTextKey, values);

const styles = `td{white-space:pre-wrap;overflow-wrap:anywhere}nav ul{display:flex;gap:1.5rem;list-style:none;padding:0}`;

const cell = (t: PlatformTranslate, value: Cell, key: string) =>
  key === 'sentAt' && typeof value === 'string'
    ? `<time datetime="${escape(value)}">${escape(value.slice(0, 16).replace('T', ' '))} UTC</time>`
    : typeof value === 'boolean'
      ? t(value ? 'requests.yes' : 'requests.no')
      : escape(String(value ?? '—'));

/** One page of one kind of request, newest first, with links to the other kinds and pages. */
export function requestsPage(
  language: LanguageCode,
  kind: Kind,
  list: { data: Record<string, Cell>[]; total: number },
  page: number,
): string {
  const t = platformTexts(language);
  const listing = listings[kind]!;
  const tabs = Object.keys(listings)
    .map((k) => `<li><a href="?kind=${k}"${k === kind ? ' aria-current="page"' : ''}>${kindText(t, k, '')}</a></li>`)
    .join('');
  const paging = pagingNav(
    t,
    { page, total: list.total, pageSize: staffPageSize },
    (n) => `?kind=${kind}&amp;page=${n}`,
  );
  const head = listing.columns.map(([, heading]) => `<th scope="col">${t(`requests.column.${heading}`)}</th>`).join('');
  const rows = list.data
    .map((row) => `<tr>${listing.columns.map(([key]) => `<td>${cell(t, row[key] ?? null, key)}</td>`).join('')}</tr>`)
    .join('');
  const table = list.data.length
    ? `<table><caption>${kindText(t, kind, '.caption', { count: list.total })}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${paging}`
    : `<p>${kindText(t, kind, list.total ? '.noneOnPage' : '.none')}</p>${paging}`;
  return staffDocument(language, {
    title: kindText(t, kind, ''),
    maxWidth: '72rem',
    styles,
    body: `<main><h1>${t('requests.title')}</h1>
<p>${t('requests.intro')} <a href="/platform">${t('requests.back')}</a></p>
<nav aria-label="${t('requests.kinds')}"><ul>${tabs}</ul></nav>
<h2>${kindText(t, kind, '')}</h2>${table}</main>`,
  });
}

/** /platform/requests: staff read what was sent to them; everyone else is told the page is not theirs. */
export function registerRequestsStaffPage(app: FastifyInstance, { database }: AppContext): void {
  registerStaffPage(
    app,
    '/platform/requests',
    { title: 'requests.title', heading: 'requests.notStaff' },
    async (request, language) => {
      const query = request.query as { kind?: unknown; page?: unknown };
      const kind: Kind =
        typeof query.kind === 'string' && Object.hasOwn(listings, query.kind) ? query.kind : 'contacts';
      const page = requestedPage(query.page);
      const list = await listings[kind]!.page(database.db, (page - 1) * staffPageSize, staffPageSize);
      return requestsPage(language, kind, list, page);
    },
  );
}
