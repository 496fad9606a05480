import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findCaller } from '../../auth/caller.ts';
import { escape } from '../../auth/local-idp/page-layout.ts';
import { isPlatformStaff } from '../../auth/platform-staff.ts';
import type { Db } from '../../db/client.ts';
import { contactPage, contactRequestPage, licenseRequestPage } from './repo.ts';

export const staffPageSize = 50;

type Cell = string | number | boolean | null;
interface Listing {
  title: string;
  what: string;
  columns: [key: string, heading: string][];
  page: (db: Db, offset: number, limit: number) => Promise<{ data: Record<string, Cell>[]; total: number }>;
}

const listings: Record<string, Listing> = {
  contacts: {
    title: 'Contact forms',
    what: 'contact forms',
    columns: [['sentAt', 'Sent'], ['name', 'Name'], ['email', 'E-mail'], ['company', 'Company'], ['message', 'Message'], ['signedIn', 'Signed in'], ['clientAddress', 'Address']],
    page: contactPage,
  },
  'contact-requests': {
    title: 'Partner requests',
    what: 'partner requests',
    columns: [['sentAt', 'Sent'], ['organizationName', 'Partner'], ['senderName', 'From'], ['senderEmail', 'E-mail'], ['topic', 'Topic'], ['message', 'Message']],
    page: contactRequestPage,
  },
  licenses: {
    title: 'Licence requests',
    what: 'licence requests',
    columns: [['sentAt', 'Sent'], ['organizationName', 'For'], ['requestedBy', 'Requested by'], ['senderName', 'From'], ['productType', 'Product'], ['quantity', 'Licences'], ['status', 'Status']],
    page: licenseRequestPage,
  },
};
type Kind = keyof typeof listings;

const styles = `body{font-family:system-ui,sans-serif;max-width:72rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
table{border-collapse:collapse;margin-top:1rem;width:100%}th,td{text-align:left;padding:.4rem .8rem;border-bottom:1px solid #dee2e6;vertical-align:top}
td{white-space:pre-wrap;overflow-wrap:anywhere}nav ul{display:flex;gap:1.5rem;list-style:none;padding:0}
a:focus-visible{outline:3px solid #1c4ed8;outline-offset:2px}`;

const cell = (value: Cell, key: string) =>
  key === 'sentAt' && typeof value === 'string'
    ? `<time datetime="${escape(value)}">${escape(value.slice(0, 16).replace('T', ' '))} UTC</time>`
    : escape(typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? '—'));

/** One page of one kind of request, newest first, with links to the other kinds and pages. */
export function requestsPage(kind: Kind, list: { data: Record<string, Cell>[]; total: number }, page: number): string {
  const listing = listings[kind]!;
  const tabs = Object.entries(listings)
    .map(([k, l]) => `<li><a href="?kind=${k}"${k === kind ? ' aria-current="page"' : ''}>${escape(l.title)}</a></li>`)
    .join('');
  const pages = Math.max(1, Math.ceil(list.total / staffPageSize));
  const link = (n: number, label: string) => `<a href="?kind=${kind}&amp;page=${n}">${label}</a>`;
  const paging = pages > 1 ? `<nav aria-label="Pages"><p>Page ${page} of ${pages}${page > 1 ? ` · ${link(page - 1, 'Previous')}` : ''}${page < pages ? ` · ${link(page + 1, 'Next')}` : ''}</p></nav>` : '';
  const head = listing.columns.map(([, heading]) => `<th scope="col">${escape(heading)}</th>`).join('');
  const rows = list.data.map((row) => `<tr>${listing.columns.map(([key]) => `<td>${cell(row[key] ?? null, key)}</td>`).join('')}</tr>`).join('');
  const table = list.data.length
    ? `<table><caption>${list.total} ${escape(listing.what)}, newest first</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${paging}`
    : `<p>No ${escape(listing.what)}${list.total ? ' on this page' : ' yet'}.</p>${paging}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(listing.title)} · Platform staff</title><style>${styles}</style></head>
<body><main><h1>Requests to the platform team</h1>
<p>What prospective partners and partners have sent. Licence requests wait here: answering one changes no licence by itself. <a href="/platform">Back to platform staff</a></p>
<nav aria-label="Kinds of request"><ul>${tabs}</ul></nav>
<h2>${escape(listing.title)}</h2>${table}</main></body></html>`;
}

const notStaff = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Requests to the platform team</title></head>
<body><main><h1>Only platform staff read requests to the platform team</h1><p><a href="/partner/login">Sign in to the partner portal</a></p></main></body></html>`;

/** /platform/requests: staff read what was sent to them; everyone else is told the page is not theirs. */
export function registerRequestsStaffPage(app: FastifyInstance, { database }: AppContext): void {
  app.get('/platform/requests', async (request, reply) => {
    reply.type('text/html').header('cache-control', 'no-store');
    const caller = await findCaller(app.sessions, request);
    if (!caller || !isPlatformStaff(caller)) return reply.code(403).send(notStaff);
    const query = request.query as { kind?: unknown; page?: unknown };
    const kind: Kind = typeof query.kind === 'string' && Object.hasOwn(listings, query.kind) ? query.kind : 'contacts';
    const page = Math.min(10_000, Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1));
    const list = await listings[kind]!.page(database.db, (page - 1) * staffPageSize, staffPageSize);
    return requestsPage(kind, list, page);
  });
}
