import type { FastifyInstance } from 'fastify';
import { languageCodes, languageNativeNames, resourceFileExtensions, resourceKinds, type Resource } from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { findCaller } from '../../auth/caller.ts';
import { escape } from '../../auth/local-idp/page-layout.ts';
import { isPlatformStaff } from '../../auth/platform-staff.ts';
import { staffListing, staffPageSize } from './library.ts';
import { staffScript, staffScriptPath } from './staff-page-script.ts';

const styles = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
table{border-collapse:collapse;margin-top:1rem;width:100%}th,td{text-align:left;padding:.4rem .8rem;border-bottom:1px solid #dee2e6;vertical-align:top}
form{display:grid;gap:.6rem;max-width:32rem}label{font-weight:600}input,select,textarea,button{font:inherit;padding:.3rem .6rem}
button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #1c4ed8;outline-offset:2px}
[aria-invalid=true]{border:2px solid #a51111}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}[role=alert]{color:#a51111}.hint{color:#495057;font-size:.9rem;margin:0}`;

const options = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => `<option value="${value}">${escape(label(value))}</option>`).join('');
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} kB`;
const done: Record<string, string> = { added: 'The resource was added to the library.', removed: 'The resource was removed from the library.' };

function row(resource: Resource): string {
  const title = escape(resource.title);
  return `<tr><td>${title}</td><td>${escape(languageNativeNames[resource.language])}</td><td>${escape(resource.kind)}</td>
<td>${escape(resource.fileName)}, ${kb(resource.size)}</td><td><time datetime="${escape(resource.createdAt)}">${escape(resource.createdAt.slice(0, 10))}</time></td>
<td><button type="button" data-remove="${escape(resource.resourceId)}" data-title="${title}" aria-label="Remove ${title}">Remove</button></td></tr>`;
}

/** The staff's page of the library: the add form and every resource, newest first, a page at a time. */
export function staffPage(list: { data: Resource[]; total: number }, page: number, status: string | undefined): string {
  const pages = Math.max(1, Math.ceil(list.total / staffPageSize));
  const paging = pages > 1 ? `<nav aria-label="Pages"><p>Page ${page} of ${pages}${page > 1 ? ` · <a href="?page=${page - 1}">Previous</a>` : ''}${page < pages ? ` · <a href="?page=${page + 1}">Next</a>` : ''}</p></nav>` : '';
  const table = list.data.length
    ? `<table><caption>${list.total} resources in the library</caption><thead><tr><th scope="col">Title</th><th scope="col">Language</th><th scope="col">Kind</th><th scope="col">File</th><th scope="col">Added</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
<tbody>${list.data.map(row).join('')}</tbody></table>${paging}`
    : '<p>The library is empty.</p>';
  const accept = resourceFileExtensions.map((e) => `.${e}`).join(',');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Resource library · Platform staff</title><style>${styles}</style></head>
<body><main><h1>Resource library</h1>
<p>Sales and onboarding material every partner finds under Resources in the partner portal. <a href="/platform">Back to platform staff</a></p>
<p role="status">${status ? escape(done[status] ?? '') : ''}</p>
<h2>Add a resource</h2>
<form id="add-resource" novalidate>
<label for="title">Title</label><input id="title" name="title" maxlength="200" required>
<label for="description">Description</label><textarea id="description" name="description" maxlength="1000" rows="3"></textarea>
<label for="language">Language</label><select id="language" name="language">${options(languageCodes, (code) => languageNativeNames[code as keyof typeof languageNativeNames])}</select>
<label for="kind">Kind</label><select id="kind" name="kind">${options(resourceKinds, (kind) => kind[0]!.toUpperCase() + kind.slice(1))}</select>
<label for="file">File</label><input id="file" name="file" type="file" accept="${accept}" aria-describedby="file-hint" required>
<p class="hint" id="file-hint">At most 5 MB: ${escape(accept.replaceAll(',', ', '))}</p>
<p role="alert" id="resource-problem"></p>
<button type="submit">Add resource</button></form>
<h2>In the library</h2>${table}</main>
<script src="${staffScriptPath}"></script></body></html>`;
}

const notStaff = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Resource library</title></head>
<body><main><h1>Only platform staff manage the resource library</h1><p><a href="/partner/login">Sign in to the partner portal</a></p></main></body></html>`;

/** /platform/resources: staff add and remove resources; everyone else is told the page is not theirs. */
export function registerResourceStaffPage(app: FastifyInstance, { database }: AppContext): void {
  app.get(staffScriptPath, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(staffScript));
  app.get('/platform/resources', async (request, reply) => {
    reply.type('text/html').header('cache-control', 'no-store');
    const caller = await findCaller(app.sessions, request);
    if (!caller || !isPlatformStaff(caller)) return reply.code(403).send(notStaff);
    const query = request.query as { page?: unknown; done?: unknown };
    const page = Math.min(10_000, Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1));
    return staffPage(await staffListing(database.db, page), page, typeof query.done === 'string' ? query.done : undefined);
  });
}
