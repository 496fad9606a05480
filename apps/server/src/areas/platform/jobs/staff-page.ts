import type { FastifyInstance } from 'fastify';
import type { Job, JobCounts, JobName, LanguageCode } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { countJobs, listJobs } from '../../../jobs/job-views.ts';
import { clientScript, scriptElement, serveClientScript } from '../../../page-kit/client-script.ts';
import { escape } from '../../../page-kit/escape-html.ts';
import { focusRing } from '../../../page-kit/page-styles.ts';
import { platformTexts, type PlatformTextKey, type PlatformTranslate } from '../pages/platform-texts.ts';
import { pagingNav, registerStaffPage, requestedPage, staffDocument } from '../pages/staff-page-parts.ts';

const script = clientScript('/platform/jobs.js', new URL('./staff-page.client.js', import.meta.url));

export const failedPageSize = 50;
/** Queued and running jobs come and go within seconds: the page shows the newest, not pages of them. */
export const waitingShown = 50;

// What each job does, in the page's language: a new job name does not compile until it has one.
const descriptions: Record<JobName, PlatformTextKey> = {
  'billing.run': 'jobs.job.billing.run',
  'expired.sweep': 'jobs.job.expired.sweep',
  'webhook.deliver': 'jobs.job.webhook.deliver',
  'webhook.dispatch': 'jobs.job.webhook.dispatch',
};

// Wide tables scroll inside their own region, so the page itself fits 320 px; the region holds its
// visually hidden headings too (positioned, they would otherwise widen the page).
const styles = `.scroll{overflow-x:auto;position:relative}.scroll table{min-width:36rem}td{overflow-wrap:anywhere}
.error{white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:.9rem}td small{display:block;color:#495057}
${focusRing('.scroll')}`;

export interface JobsView {
  counts: JobCounts[];
  failed: { data: Job[]; total: number };
  waiting: { data: Job[]; total: number };
}

/** A moment as staff read it: to the second, in UTC. */
const utc = (iso: string | null) => (iso ? `${iso.slice(0, 19).replace('T', ' ')} UTC` : '—');
const time = (iso: string | null) => (iso ? `<time datetime="${escape(iso)}">${escape(utc(iso))}</time>` : '—');
const jobCell = (t: PlatformTranslate, name: JobName) =>
  `<td><code>${escape(name)}</code><small>${t(descriptions[name])}</small></td>`;
const retries = (t: PlatformTranslate, job: Job) => t('jobs.retries', { count: job.retryCount, limit: job.retryLimit });
const errorCell = (job: Job) => `<td class="error">${escape(job.lastError ?? '—')}</td>`;
const head = (t: PlatformTranslate, keys: PlatformTextKey[], action = '') =>
  `<thead><tr>${keys.map((key) => `<th scope="col">${t(key)}</th>`).join('')}${action}</tr></thead>`;
/** A table in a region of its own that scrolls sideways, reachable and scrollable by keyboard. */
const scrolling = (labelledBy: string, table: string) =>
  `<div class="scroll" role="region" aria-labelledby="${labelledBy}" tabindex="0">${table}</div>`;

function countsTable(t: PlatformTranslate, counts: JobCounts[]): string {
  const rows = counts
    .map((row) => `<tr>${jobCell(t, row.name)}<td>${row.queued}</td><td>${row.running}</td><td>${row.failed}</td></tr>`)
    .join('');
  return scrolling(
    'counts-heading',
    `<table><caption>${t('jobs.byName.caption')}</caption>${head(t, ['jobs.column.job', 'jobs.column.queued', 'jobs.column.running', 'jobs.column.failed'])}<tbody>${rows}</tbody></table>`,
  );
}

function failedTable(t: PlatformTranslate, failed: JobsView['failed'], page: number): string {
  const paging = pagingNav(t, { page, total: failed.total, pageSize: failedPageSize }, (n) => `?page=${n}`);
  if (failed.data.length === 0)
    return `<p>${t(failed.total ? 'jobs.failed.noneOnPage' : 'jobs.failed.none')}</p>${paging}`;
  const rows = failed.data
    .map(
      (job) => `<tr>${jobCell(t, job.name)}<td>${time(job.completedAt)}</td><td>${retries(t, job)}</td>${errorCell(job)}
<td><button type="button" data-retry="${escape(job.id)}" data-name="${escape(job.name)}" aria-label="${t('jobs.retryJob', { job: job.name, time: utc(job.completedAt) })}">${t('jobs.retry')}</button></td></tr>`,
    )
    .join('');
  const columns: PlatformTextKey[] = [
    'jobs.column.job',
    'jobs.column.failedAt',
    'jobs.column.retries',
    'jobs.column.lastError',
  ];
  return `${scrolling(
    'failed-heading',
    `<table><caption>${t('jobs.failed.caption', { count: failed.total })}</caption>${head(t, columns, `<th scope="col"><span class="visually-hidden">${t('staff.action')}</span></th>`)}<tbody>${rows}</tbody></table>`,
  )}${paging}`;
}

function waitingTable(t: PlatformTranslate, waiting: JobsView['waiting']): string {
  if (waiting.data.length === 0) return `<p>${t('jobs.waiting.none')}</p>`;
  const caption =
    waiting.total > waiting.data.length
      ? t('jobs.waiting.first', { shown: waiting.data.length, count: waiting.total })
      : t('jobs.waiting.caption', { count: waiting.total });
  const rows = waiting.data
    .map(
      (job) =>
        `<tr>${jobCell(t, job.name)}<td>${t(job.state === 'running' ? 'jobs.state.running' : 'jobs.state.queued')}</td><td>${time(job.createdAt)}</td><td>${time(job.startedAt ?? job.startAfter)}</td><td>${retries(t, job)}</td>${errorCell(job)}</tr>`,
    )
    .join('');
  const columns: PlatformTextKey[] = [
    'jobs.column.job',
    'jobs.column.state',
    'jobs.column.created',
    'jobs.column.start',
    'jobs.column.retries',
    'jobs.column.lastError',
  ];
  return scrolling(
    'waiting-heading',
    `<table><caption>${caption}</caption>${head(t, columns)}<tbody>${rows}</tbody></table>`,
  );
}

/**
 * The staff's page of background jobs: how many of each name wait, run and failed; the failed ones
 * with their last error and a Retry button, a page at a time; the newest queued and running ones.
 * The script's refusals ride on #jobs-problem in the page's language.
 */
export function jobsPage(language: LanguageCode, view: JobsView, page: number, status: string | undefined): string {
  const t = platformTexts(language);
  return staffDocument(language, {
    title: t('jobs.title'),
    maxWidth: '72rem',
    styles,
    body: `<main><h1>${t('jobs.title')}</h1>
<p>${t('jobs.intro')} <a href="/platform">${t('requests.back')}</a></p>
<p role="status">${status === 'retried' ? t('jobs.retried') : ''}</p>
<h2 id="counts-heading">${t('jobs.byName')}</h2>
${countsTable(t, view.counts)}
<h2 id="failed-heading">${t('jobs.failed.title')}</h2>
<p role="alert" id="jobs-problem" data-failed="${t('jobs.retryFailed')}" data-not-failed="${t('jobs.notFailed')}"></p>
${failedTable(t, view.failed, page)}
<h2 id="waiting-heading">${t('jobs.waiting.title')}</h2>
${waitingTable(t, view.waiting)}</main>
${scriptElement(script)}`,
  });
}

/** /platform/jobs: staff see the jobs and retry a failed one; everyone else is told the page is not theirs. */
export function registerJobsStaffPage(app: FastifyInstance, { jobs }: AppContext): void {
  serveClientScript(app, script);
  registerStaffPage(
    app,
    '/platform/jobs',
    { title: 'jobs.title', heading: 'jobs.notStaff' },
    async (request, language) => {
      const query = request.query as { page?: unknown; done?: unknown };
      const page = requestedPage(query.page);
      const store = await jobs.open();
      const [counts, failed, waiting] = await Promise.all([
        countJobs(store),
        listJobs(store, { states: ['failed'], offset: (page - 1) * failedPageSize, limit: failedPageSize }),
        listJobs(store, { states: ['running', 'queued'], offset: 0, limit: waitingShown }),
      ]);
      return jobsPage(
        language,
        { counts, failed, waiting },
        page,
        typeof query.done === 'string' ? query.done : undefined,
      );
    },
  );
}
