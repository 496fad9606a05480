import { apiBasePath, findLicense, isUnlimitedCap, licenseCap, productTypeSchema, totalInUse, type LanguageCode } from '@portal/contracts';
import { escape } from '../../../auth/local-idp/page-layout.ts';
import type { Mode } from '../../tenancy/index.ts';
import type { OrganizationRow } from '../../tenancy/index.ts';
import { languageTag, organizationStatus, platformTexts, type PlatformTranslate } from './platform-texts.ts';

export const modeScriptPath = '/platform/mode.js';

const back: Record<Mode, string> = { 'remote-view': '/partner', ghost: '/platform' };

/**
 * The exit button's script, served from the page's own origin so the Content-Security-Policy
 * (script-src 'self') lets it run without allowing any inline script. Leaving always succeeds on
 * the server; the reload goes where spec §4 says (/partner or /platform with a timestamp).
 */
export const modeScript = `document.querySelectorAll('button[data-mode]').forEach(function (button) {
  button.addEventListener('click', function () {
    button.disabled = true;
    fetch('${apiBasePath}/api/v1/modes/' + button.dataset.mode, { method: 'DELETE', credentials: 'same-origin' })
      .finally(function () { location.assign(button.dataset.back + '?t=' + Date.now()); });
  });
});
document.querySelectorAll('button[data-sign-out]').forEach(function (button) {
  button.addEventListener('click', function () {
    button.disabled = true;
    fetch('${apiBasePath}/api/v1/logout', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (response) { return response.ok ? response.json() : {}; })
      .catch(function () { return {}; })
      .then(function (body) { location.assign(body.endSessionUrl || '/partner/login'); });
  });
});
document.querySelectorAll('button[data-enter-ghost]').forEach(function (button) {
  button.addEventListener('click', function () {
    button.disabled = true;
    fetch('${apiBasePath}/api/v1/modes/ghost', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cybrOrgId: button.dataset.enterGhost }),
    })
      .then(function (response) {
        if (response.ok) return location.assign('/platform?t=' + Date.now());
        return response.json().then(function (body) { throw new Error(body.message); });
      })
      .catch(function (error) {
        button.disabled = false;
        var problem = document.getElementById('mode-problem');
        problem.textContent = error.message || problem.dataset.fallback;
      });
  });
});
`;

/**
 * Sign-out for pages (in a mode, after the exit button, which stays the first stop of the keyboard) the portal does not render: a POST from this origin (the CSRF check passes on
 * its Origin), then the identity provider's end-session page, as the portal's own button does.
 */
export const signOutButton = (t: PlatformTranslate) => `<header class="sign-out"><button type="button" data-sign-out>${t('signOut')}</button></header>`;

export const signOutStyles = '.sign-out{text-align:right}.sign-out button{font:inherit;padding:.3rem .8rem;cursor:pointer}';

const styles = `${signOutStyles}
body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem 6rem;line-height:1.5;color:#1a1b1e}
table{border-collapse:collapse;margin-top:1rem}th,td{text-align:left;padding:.4rem .8rem;border-bottom:1px solid #dee2e6}
.exit{position:fixed;right:1.5rem;bottom:1.5rem;padding:.8rem 1.2rem;font-size:1rem;background:#c92a2a;color:#fff;border:0;border-radius:6px;cursor:pointer;box-shadow:0 2px 8px #0004}
.exit:focus-visible{outline:3px solid #1c4ed8;outline-offset:3px}`;

function licenceRows(t: PlatformTranslate, org: OrganizationRow): string {
  return productTypeSchema.options
    .map((product) => {
      const licence = findLicense(org.licenses, product);
      if (!licence) return '';
      const cap = licenseCap(licence);
      const capText = cap === null ? t('mode.noCap') : isUnlimitedCap(cap) ? t('mode.unlimited') : String(cap);
      return `<tr><th scope="row">${escape(product)}</th><td>${totalInUse(licence) ?? 0}</td><td>${capText}</td></tr>`;
    })
    .join('');
}

/** /platform while in a mode: the organisation being viewed, and the way out, in the person's language. */
export function modePage(language: LanguageCode, mode: Mode, org: OrganizationRow | null, refusal: string | null): string {
  const t = platformTexts(language);
  const title = t(`mode.${mode}.title`);
  const body = org
    ? `<h1>${t(`mode.${mode}.heading`, { organization: org.organizationName })}</h1>
<p>${t(`mode.${mode}.intro`)}</p>
<dl><dt>${t('mode.status')}</dt><dd>${organizationStatus(t, org.status)}</dd><dt>${t('mode.country')}</dt><dd>${escape(org.country ?? '—')}</dd>
<dt>${t('mode.users')}</dt><dd>${org.totalUsers}</dd><dt>${t('mode.partner')}</dt><dd>${escape(org.partnerName ?? '—')}</dd></dl>
<table><caption>${t('mode.licences')}</caption><thead><tr><th scope="col">${t('mode.product')}</th><th scope="col">${t('mode.inUse')}</th><th scope="col">${t('mode.cap')}</th></tr></thead>
<tbody>${licenceRows(t, org) || `<tr><td colspan="3">${t('mode.noLicences')}</td></tr>`}</tbody></table>`
    : `<h1>${t(`mode.${mode}.unavailable`)}</h1><p>${refusal === null ? t('mode.signIn') : escape(refusal)}</p>`;
  return `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${styles}</style></head>
<body><main>${body}</main>
<button type="button" class="exit" data-mode="${mode}" data-back="${back[mode]}">${t(`mode.${mode}.exit`)}</button>
${org || refusal ? signOutButton(t) : ''}
<script src="${modeScriptPath}"></script></body></html>`;
}
