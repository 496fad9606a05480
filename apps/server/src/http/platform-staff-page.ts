import { statement } from '../db/statement.ts';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../db/like-pattern.ts';
import { escape } from '../auth/local-idp/page-layout.ts';
import { modeScriptPath, signOutButton, signOutStyles } from './platform-mode-page.ts';

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
export function staffPage(search: string, found: Found[] | null): string {
  const rows = (found ?? [])
    .map(
      (org) => `<tr><td>${escape(org.organizationName)}</td><td>${escape(org.status)}</td><td>${escape(org.partnerName ?? '—')}</td>
<td><button type="button" data-enter-ghost="${escape(org.cybrOrgId)}" aria-label="Enter ghost mode for ${escape(org.organizationName)}">Enter ghost mode</button></td></tr>`,
    )
    .join('');
  const results =
    found === null
      ? ''
      : found.length === 0
        ? `<p>No organisation's name contains “${escape(search)}”.</p>`
        : `<table><caption>Organisations whose name contains “${escape(search)}”${found.length === pageSize ? ` (the first ${pageSize})` : ''}</caption>
<thead><tr><th scope="col">Organisation</th><th scope="col">Status</th><th scope="col">Partner</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Platform staff</title><style>${styles}</style></head>
<body>${signOutButton}<main><h1>Platform staff</h1>
<p>The platform app is not part of this deployment. Find an organisation to look at it in ghost mode: read-only, recorded in the audit log.</p>
<form method="get" action="/platform" role="search"><label for="search">Organisation name</label>
<input id="search" name="search" value="${escape(search)}" maxlength="100" required> <button type="submit">Search</button></form>
<p role="alert" id="mode-problem"></p>
${results}
<p><a href="/platform/resources">Manage the partners' resource library</a></p>
<p><a href="/platform/requests">Requests to the platform team</a></p></main>
<script src="${modeScriptPath}"></script></body></html>`;
}
