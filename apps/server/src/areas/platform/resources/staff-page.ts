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
import { clientScript, scriptElement, serveClientScript } from '../../../page-kit/client-script.ts';
import { escape } from '../../../page-kit/escape-html.ts';
import { field } from '../../../page-kit/form-controls.ts';
import { platformTexts, type PlatformTextKey, type PlatformTranslate } from '../pages/platform-texts.ts';
import { pagingNav, registerStaffPage, requestedPage, staffDocument } from '../pages/staff-page-parts.ts';
import { staffListing, staffPageSize } from '../../activity/index.ts';

const script = clientScript('/platform/resources.js', new URL('./staff-page.client.js', import.meta.url));

const styles = 'form{display:grid;gap:.6rem;max-width:32rem}label{font-weight:600}';

const options = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => `<option value="${value}">${label(value)}</option>`).join('');
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} kB`;
const maxMegabytes = maxResourceFileBytes / 1024 / 1024;
// What the page says after the script's add or remove, by the ?done= it returns with.
const done: Record<string, PlatformTextKey> = { added: 'resources.added', removed: 'resources.removed' };
const knownKinds = new Set<string>(resourceKinds);
/** A kind in the portal's words for it; a value the portal does not know stays as it is. */
const kindName = (t: PlatformTranslate, kind: string) =>
  knownKinds.has(kind) ? t(`resources.kind.${kind}` as PlatformTextKey) : escape(kind);

function row(t: PlatformTranslate, resource: Resource): string {
  const title = escape(resource.title);
  return `<tr><td>${title}</td><td>${escape(languageNativeNames[resource.language])}</td><td>${kindName(t, resource.kind)}</td>
<td>${escape(resource.fileName)}, ${kb(resource.size)}</td><td><time datetime="${escape(resource.createdAt)}">${escape(resource.createdAt.slice(0, 10))}</time></td>
<td><button type="button" data-remove="${escape(resource.resourceId)}" data-title="${title}" aria-label="${t('resources.removeTitle', { title: resource.title })}">${t('resources.remove')}</button></td></tr>`;
}

function addForm(t: PlatformTranslate): string {
  const accept = resourceFileExtensions.map((e) => `.${e}`).join(',');
  const languageName = (code: string) => escape(languageNativeNames[code as LanguageCode]);
  return `<form id="add-resource" novalidate>
<label for="title">${t('resources.field.title')}</label><input id="title" name="title" maxlength="200" required>
<label for="description">${t('resources.field.description')}</label><textarea id="description" name="description" maxlength="1000" rows="3"></textarea>
<label for="language">${t('resources.field.language')}</label><select id="language" name="language">${options(languageCodes, languageName)}</select>
<label for="kind">${t('resources.field.kind')}</label><select id="kind" name="kind">${options(resourceKinds, (kind) => kindName(t, kind))}</select>
${field('file', t('resources.field.file'), (aria) => `<input id="file" name="file" type="file" accept="${accept}" data-max-bytes="${maxResourceFileBytes}"${aria} required>`, { hint: t('resources.fileHint', { size: maxMegabytes, types: accept.replaceAll(',', ', ') }) })}
<p role="alert" id="resource-problem" data-failed="${t('resources.failed')}" data-unreadable="${t('resources.unreadable')}" data-choose-file="${t('resources.chooseFile')}" data-too-large="${t('resources.tooLarge', { size: maxMegabytes })}"></p>
<button type="submit">${t('resources.submit')}</button></form>`;
}

/**
 * The staff's page of the library: the add form and every resource, newest first, a page at a time.
 * The script's own messages ride on data attributes in the page's language: #resource-problem
 * holds the refusals, the table the confirmation, whose {{title}} the script fills in.
 */
export function staffPage(
  language: LanguageCode,
  list: { data: Resource[]; total: number },
  page: number,
  status: string | undefined,
): string {
  const t = platformTexts(language);
  const paging = pagingNav(t, { page, total: list.total, pageSize: staffPageSize }, (n) => `?page=${n}`);
  const table = list.data.length
    ? `<table data-confirm-remove="${t('resources.confirmRemove', { title: '{{title}}' })}"><caption>${t('resources.caption', { count: list.total })}</caption><thead><tr><th scope="col">${t('resources.field.title')}</th><th scope="col">${t('resources.field.language')}</th><th scope="col">${t('resources.field.kind')}</th><th scope="col">${t('resources.field.file')}</th><th scope="col">${t('resources.column.added')}</th><th scope="col"><span class="visually-hidden">${t('staff.action')}</span></th></tr></thead>
<tbody>${list.data.map((resource) => row(t, resource)).join('')}</tbody></table>${paging}`
    : `<p>${t('resources.empty')}</p>`;
  const statusKey = status !== undefined && Object.hasOwn(done, status) ? done[status] : undefined;
  return staffDocument(language, {
    title: t('resources.title'),
    maxWidth: '60rem',
    styles,
    body: `<main><h1>${t('resources.title')}</h1>
<p>${t('resources.intro')} <a href="/platform">${t('requests.back')}</a></p>
<p role="status">${statusKey ? t(statusKey) : ''}</p>
<h2>${t('resources.add')}</h2>
${addForm(t)}
<h2>${t('resources.inLibrary')}</h2>${table}</main>
${scriptElement(script)}`,
  });
}

/** /platform/resources: staff add and remove resources; everyone else is told the page is not theirs. */
export function registerResourceStaffPage(app: FastifyInstance, { database }: AppContext): void {
  serveClientScript(app, script);
  registerStaffPage(
    app,
    '/platform/resources',
    { title: 'resources.title', heading: 'resources.notStaff' },
    async (request, language) => {
      const query = request.query as { page?: unknown; done?: unknown };
      const page = requestedPage(query.page);
      return staffPage(
        language,
        await staffListing(database.db, page),
        page,
        typeof query.done === 'string' ? query.done : undefined,
      );
    },
  );
}
