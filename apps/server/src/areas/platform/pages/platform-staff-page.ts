import { statement } from '../../../db/statement.ts';
import type { Database } from '../../../db/client.ts';
import { escapeLike } from '../../../db/like-pattern.ts';
import type { LanguageCode } from '@portal/contracts';
import { escape } from '../../../auth/local-idp/page-layout.ts';
import { modeScriptPath, signOutButton, signOutStyles } from './platform-mode-page.ts';
import { languageTag, organizationStatus, platformTexts } from './platform-texts.ts';

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

const styles = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
table{border-collapse:collapse;margin-top:1rem;width:100%}th,td{text-align:left;padding:.4rem .8rem;border-bottom:1px solid #dee2e6}
input,button{font:inherit;padding:.3rem .6rem}button:focus-visible,input:focus-visible{outline:3px solid #1c4ed8;outline-offset:2px}
[role=alert]{color:#a51111}${signOutStyles}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

/**
 * /platform for platform staff: the platform app, where staff would start ghost mode, is not part
 * of this deployment, so this page finds an organisation by name and enters ghost mode for it.
 */
export function staffPage(language: LanguageCode, search: string, found: Found[] | null): string {
  const t = platformTexts(language);
  const rows = (found ?? [])
    .map(
      (org) => `<tr><td>${escape(org.organizationName)}</td><td>${organizationStatus(t, org.status)}</td><td>${escape(org.partnerName ?? '—')}</td>
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
  return `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('staff.title')}</title><style>${styles}</style></head>
<body>${signOutButton(t)}<main><h1>${t('staff.title')}</h1>
<p>${t('staff.intro')}</p>
<form method="get" action="/platform" role="search"><label for="search">${t('staff.searchLabel')}</label>
<input id="search" name="search" value="${escape(search)}" maxlength="100" required> <button type="submit">${t('staff.search')}</button></form>
<p role="alert" id="mode-problem" data-fallback="${t('staff.enterGhostFailed')}"></p>
${results}
<p><a href="/platform/resources">${t('staff.resources')}</a></p>
<p><a href="/platform/requests">${t('requests.title')}</a></p>
<p><a href="/platform/seller-details">${t('seller.link')}</a></p></main>
<script src="${modeScriptPath}"></script></body></html>`;
}
