import {
  findLicense,
  isUnlimitedCap,
  licenseCap,
  productTypeSchema,
  totalInUse,
  type LanguageCode,
} from '@portal/contracts';
import { clientScript, scriptElement } from '../../../page-kit/client-script.ts';
import { escape } from '../../../page-kit/escape-html.ts';
import { htmlPage } from '../../../page-kit/html-page.ts';
import { ruledTable, textColumn } from '../../../page-kit/page-styles.ts';
import type { Mode, OrganizationRow } from '../../tenancy/index.ts';
import { organizationStatus, platformTexts, type PlatformTranslate } from './platform-texts.ts';

/** The script of the /platform pages' buttons: leaving a mode, signing out, entering ghost mode. */
export const platformScript = clientScript('/platform/mode.js', new URL('./platform-page.client.js', import.meta.url));

const back: Record<Mode, string> = { 'remote-view': '/partner', ghost: '/platform' };

/**
 * Sign-out for pages the portal does not render (in a mode, after the exit button, which stays the
 * first stop of the keyboard): a POST from this origin (the CSRF check passes on its Origin), then
 * the identity provider's end-session page, as the portal's own button does.
 */
export const signOutButton = (t: PlatformTranslate) =>
  `<header class="sign-out"><button type="button" data-sign-out>${t('signOut')}</button></header>`;

export const signOutStyles =
  '.sign-out{text-align:right}.sign-out button{font:inherit;padding:.3rem .8rem;cursor:pointer}';

const styles = `${signOutStyles}
${textColumn('48rem')}body{padding-bottom:6rem}
${ruledTable}
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
export function modePage(
  language: LanguageCode,
  mode: Mode,
  org: OrganizationRow | null,
  refusal: string | null,
): string {
  const t = platformTexts(language);
  const body = org
    ? `<h1>${t(`mode.${mode}.heading`, { organization: org.organizationName })}</h1>
<p>${t(`mode.${mode}.intro`)}</p>
<dl><dt>${t('mode.status')}</dt><dd>${organizationStatus(t, org.status)}</dd><dt>${t('mode.country')}</dt><dd>${escape(org.country ?? '—')}</dd>
<dt>${t('mode.users')}</dt><dd>${org.totalUsers}</dd><dt>${t('mode.partner')}</dt><dd>${escape(org.partnerName ?? '—')}</dd></dl>
<table><caption>${t('mode.licences')}</caption><thead><tr><th scope="col">${t('mode.product')}</th><th scope="col">${t('mode.inUse')}</th><th scope="col">${t('mode.cap')}</th></tr></thead>
<tbody>${licenceRows(t, org) || `<tr><td colspan="3">${t('mode.noLicences')}</td></tr>`}</tbody></table>`
    : `<h1>${t(`mode.${mode}.unavailable`)}</h1><p>${refusal === null ? t('mode.signIn') : escape(refusal)}</p>`;
  return htmlPage({
    language,
    title: t(`mode.${mode}.title`),
    styles,
    body: `<main>${body}</main>
<button type="button" class="exit" data-mode="${mode}" data-back="${back[mode]}">${t(`mode.${mode}.exit`)}</button>
${org || refusal ? signOutButton(t) : ''}
${scriptElement(platformScript)}`,
  });
}
