import type { FastifyInstance } from 'fastify';
import {
  languageCodes,
  languageNativeNames,
  maxResourceFileBytes,
  resourceFileExtensions,
  resourceKinds,
  type LanguageCode,
  type Resource,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { findCaller } from '../../../auth/caller.ts';
import { escape } from '../../../auth/local-idp/page-layout.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import { languageTag, platformLanguage, platformTexts, type PlatformTextKey, type PlatformTranslate } from '../pages/platform-texts.ts';
import { notStaffPage, pagingNav, requestedPage } from '../pages/staff-page-parts.ts';
import { staffListing, staffPageSize } from '../../activity/index.ts';
import { staffScript, staffScriptPath } from './staff-page-script.ts';

const styles = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
table{border-collapse:collapse;margin-top:1rem;width:100%}th,td{text-align:left;padding:.4rem .8rem;border-bottom:1px solid #dee2e6;vertical-align:top}
form{display:grid;gap:.6rem;max-width:32rem}label{font-weight:600}input,select,textarea,button{font:inherit;padding:.3rem .6rem}
button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #1c4ed8;outline-offset:2px}
[aria-invalid=true]{border:2px solid #a51111}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}[role=alert]{color:#a51111}.hint{color:#495057;font-size:.9rem;margin:0}`;

const options = (values: readonly string[], label: (value: string) => string) => values.map((value) => `<option value="${value}">${label(value)}</option>`).join('');
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} kB`;
const maxMegabytes = maxResourceFileBytes / 1024 / 1024;
// What the page says after the script's add or remove, by the ?done= it returns with.
const done: Record<string, PlatformTextKey> = { added: 'resources.added', removed: 'resources.removed' };
const knownKinds = new Set<string>(resourceKinds);
/** A kind in the portal's words for it; a value the portal does not know stays as it is. */
const kindName = (t: PlatformTranslate, kind: string) => (knownKinds.has(kind) ? t(`resources.kind.${kind}` as PlatformTextKey) : escape(kind));

function row(t: PlatformTranslate, resource: Resource): string {
  const title = escape(resource.title);
  return `<tr><td>${title}</td><td>${escape(languageNativeNames[resource.language])}</td><td>${kindName(t, resource.kind)}</td>
<td>${escape(resource.fileName)}, ${kb(resource.size)}</td><td><time datetime="${escape(resource.createdAt)}">${escape(resource.createdAt.slice(0, 10))}</time></td>
<td><button type="button" data-remove="${escape(resource.resourceId)}" data-title="${title}" aria-label="${t('resources.removeTitle', { title: resource.title })}">${t('resources.remove')}</button></td></tr>`;
}

/**
 * The staff's page of the library: the add form and every resource, newest first, a page at a time.
 * The script's own messages ride on data attributes in the page's language: #resource-problem
 * holds the refusals, the table the confirmation, whose {{title}} the script fills in.
 */
export function staffPage(language: LanguageCode, list: { data: Resource[]; total: number }, page: number, status: string | undefined): string {
  const t = platformTexts(language);
  const paging = pagingNav(t, { page, total: list.total, pageSize: staffPageSize }, (n) => `?page=${n}`);
  const table = list.data.length
    ? `<table data-confirm-remove="${t('resources.confirmRemove', { title: '{{title}}' })}"><caption>${t('resources.caption', { count: list.total })}</caption><thead><tr><th scope="col">${t('resources.field.title')}</th><th scope="col">${t('resources.field.language')}</th><th scope="col">${t('resources.field.kind')}</th><th scope="col">${t('resources.field.file')}</th><th scope="col">${t('resources.column.added')}</th><th scope="col"><span class="visually-hidden">${t('staff.action')}</span></th></tr></thead>
<tbody>${list.data.map((resource) => row(t, resource)).join('')}</tbody></table>${paging}`
    : `<p>${t('resources.empty')}</p>`;
  const accept = resourceFileExtensions.map((e) => `.${e}`).join(',');
  const statusKey = status !== undefined && Object.hasOwn(done, status) ? done[status] : undefined;
  return `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('resources.title')} · ${t('staff.title')}</title><style>${styles}</style></head>
<body><main><h1>${t('resources.title')}</h1>
<p>${t('resources.intro')} <a href="/platform">${t('requests.back')}</a></p>
<p role="status">${statusKey ? t(statusKey) : ''}</p>
<h2>${t('resources.add')}</h2>
<form id="add-resource" novalidate>
<label for="title">${t('resources.field.title')}</label><input id="title" name="title" maxlength="200" required>
<label for="description">${t('resources.field.description')}</label><textarea id="description" name="description" maxlength="1000" rows="3"></textarea>
<label for="language">${t('resources.field.language')}</label><select id="language" name="language">${options(languageCodes, (code) => escape(languageNativeNames[code as keyof typeof languageNativeNames]))}</select>
<label for="kind">${t('resources.field.kind')}</label><select id="kind" name="kind">${options(resourceKinds, (kind) => kindName(t, kind))}</select>
<label for="file">${t('resources.field.file')}</label><input id="file" name="file" type="file" accept="${accept}" aria-describedby="file-hint" required>
<p class="hint" id="file-hint">${t('resources.fileHint', { size: maxMegabytes, types: accept.replaceAll(',', ', ') })}</p>
<p role="alert" id="resource-problem" data-failed="${t('resources.failed')}" data-unreadable="${t('resources.unreadable')}" data-choose-file="${t('resources.chooseFile')}" data-too-large="${t('resources.tooLarge', { size: maxMegabytes })}"></p>
<button type="submit">${t('resources.submit')}</button></form>
<h2>${t('resources.inLibrary')}</h2>${table}</main>
<script src="${staffScriptPath}"></script></body></html>`;
}

/** /platform/resources: staff add and remove resources; everyone else is told the page is not theirs. */
export function registerResourceStaffPage(app: FastifyInstance, { database }: AppContext): void {
  app.get(staffScriptPath, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(staffScript));
  app.get('/platform/resources', async (request, reply) => {
    reply.type('text/html').header('cache-control', 'no-store');
    const caller = await findCaller(app.sessions, request);
    const language = platformLanguage(caller, request);
    if (!caller || !isPlatformStaff(caller)) return reply.code(403).send(notStaffPage(language, 'resources.title', 'resources.notStaff'));
    const query = request.query as { page?: unknown; done?: unknown };
    const page = requestedPage(query.page);
    return staffPage(language, await staffListing(database.db, page), page, typeof query.done === 'string' ? query.done : undefined);
  });
}
