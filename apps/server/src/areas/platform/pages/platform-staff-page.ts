import type { LanguageCode } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { escapeLike } from '../../../db/like-pattern.ts';
import { statement } from '../../../db/statement.ts';
import { scriptElement } from '../../../page-kit/client-script.ts';
import { escape } from '../../../page-kit/escape-html.ts';
import { htmlPage } from '../../../page-kit/html-page.ts';
import {
  focusRing,
  formControls,
  formMessages,
  ruledTable,
  textColumn,
  visuallyHidden,
} from '../../../page-kit/page-styles.ts';
import { platformScript, signOutButton, signOutStyles } from './platform-mode-page.ts';
import { organizationStatus, platformTexts } from './platform-texts.ts';

interface Found {
  cybrOrgId: string;
  organizationName: string;
  status: string;
  partnerName: string | null;
}

const pageSize = 20;

// The name's trigram index serves the search at any size of the platform.
const searchStatement = statement<Found>(
  'platform_staff_search',
  `select o.cybr_org_id as "cybrOrgId", o.organization_name as "organizationName", o.status, p.organization_name as "partnerName"
     from organizations o left join organizations p on p.cybr_org_id = o.partner_cybr_org_id
    where o.organization_name ilike $1
    order by o.organization_name, o.cybr_org_id
    limit ${pageSize}`,
);

export async function searchOrganizations(database: Database, search: string): Promise<Found[]> {
  return database.query(searchStatement, [`%${escapeLike(search)}%`]);
}

const styles = `${textColumn('48rem')}
${ruledTable}table{width:100%}
${formControls}${focusRing('button,input')}
${formMessages}${signOutStyles}
${visuallyHidden}`;

/**
 * /platform for platform staff: the platform app, where staff would start ghost mode, is not part
 * of this deployment, so this page finds an organisation by name and enters ghost mode for it.
 */
export function staffPage(language: LanguageCode, search: string, found: Found[] | null): string {
  const t = platformTexts(language);
  const rows = (found ?? [])
    .map(
      (
        org,
      ) => `<tr><td>${escape(org.organizationName)}</td><td>${organizationStatus(t, org.status)}</td><td>${escape(org.partnerName ?? '—')}</td>
<td><button type="button" data-enter-ghost="${escape(org.cybrOrgId)}" aria-label="${t('staff.enterGhostFor', { organization: org.organizationName })}">${t('staff.enterGhost')}</button></td></tr>`,
    )
    .join('');
  const results =
    found === null
      ? ''
      : found.length === 0
        ? `<p>${t('staff.none', { search })}</p>`
        : `<table><caption>${found.length === pageSize ? t('staff.foundFirst', { search, count: pageSize }) : t('staff.found', { search })}</caption>
<thead><tr><th scope="col">${t('staff.organisation')}</th><th scope="col">${t('staff.status')}</th><th scope="col">${t('staff.partner')}</th><th scope="col"><span class="visually-hidden">${t('staff.action')}</span></th></tr></thead><tbody>${rows}</tbody></table>`;
  return htmlPage({
    language,
    title: t('staff.title'),
    styles,
    body: `${signOutButton(t)}<main><h1>${t('staff.title')}</h1>
<p>${t('staff.intro')}</p>
<form method="get" action="/platform" role="search"><label for="search">${t('staff.searchLabel')}</label>
<input id="search" name="search" value="${escape(search)}" maxlength="100" required> <button type="submit">${t('staff.search')}</button></form>
<p role="alert" id="mode-problem" data-fallback="${t('staff.enterGhostFailed')}"></p>
${results}
<p><a href="/platform/resources">${t('staff.resources')}</a></p>
<p><a href="/platform/requests">${t('requests.title')}</a></p>
<p><a href="/platform/seller-details">${t('seller.link')}</a></p>
<p><a href="/platform/jobs">${t('jobs.link')}</a></p></main>
${scriptElement(platformScript)}`,
  });
}
