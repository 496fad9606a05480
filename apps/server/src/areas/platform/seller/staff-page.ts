import type { FastifyInstance } from 'fastify';
import {
  billingCountryCodes,
  sellerFieldMaxLength,
  sellerFields,
  type LanguageCode,
  type SellerDetailsView,
  type SellerField,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { findCaller } from '../../../auth/caller.ts';
import { escape } from '../../../auth/local-idp/page-layout.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import {
  languageTag,
  platformLanguage,
  platformTexts,
  type PlatformTextKey,
  type PlatformTranslate,
} from '../pages/platform-texts.ts';
import { notStaffPage } from '../pages/staff-page-parts.ts';
import { sellerEnvironmentVariables } from '../../../config/seller.ts';
import { readSellerDetails } from '../../billing/index.ts';
import { sellerScript, sellerScriptPath } from './staff-page-script.ts';

const styles = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
form{display:grid;gap:.4rem;max-width:32rem}label{font-weight:600;margin-top:.4rem}input,select,button{font:inherit;padding:.3rem .6rem;box-sizing:border-box}input,select{width:100%;min-width:0}
button{justify-self:start;margin-top:.8rem}input:disabled{background:#f1f3f5;color:#1a1b1e}
button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #1c4ed8;outline-offset:2px}
[aria-invalid=true]{border:2px solid #a51111}[role=alert]{color:#a51111}.hint{color:#495057;font-size:.9rem;margin:0}.missing{border-left:4px solid #a51111;padding:.2rem 1rem}`;

const label = (t: PlatformTranslate, field: SellerField) => t(`seller.field.${field}` as PlatformTextKey);

function countryOptions(language: LanguageCode, t: PlatformTranslate, selected: string | null): string {
  const names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
  const options = billingCountryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, languageTag(language)))
    .map(({ code, name }) => `<option value="${code}"${code === selected ? ' selected' : ''}>${escape(name)}</option>`)
    .join('');
  return `<option value="">${t('seller.chooseCountry')}</option>${options}`;
}

function fieldHtml(language: LanguageCode, t: PlatformTranslate, view: SellerDetailsView, field: SellerField): string {
  const { value, source } = view.details[field];
  const fixed = source === 'environment';
  const hintId = `${field}-hint`;
  const hint = fixed
    ? `<p class="hint" id="${hintId}">${t('seller.fromEnvironment', { variable: sellerEnvironmentVariables[field] })}</p>`
    : field === 'addressLine2'
      ? `<p class="hint" id="${hintId}">${t('seller.optional')}</p>`
      : '';
  const common = `id="${field}" name="${field}"${hint ? ` aria-describedby="${hintId}"` : ''}${fixed ? ' disabled' : ''}`;
  const input =
    field === 'country'
      ? `<select ${common} autocomplete="country">${countryOptions(language, t, value)}</select>`
      : `<input ${common} value="${escape(value ?? '')}" maxlength="${sellerFieldMaxLength[field]}">`;
  return `<label for="${field}">${label(t, field)}</label>${input}${hint}`;
}

/** /platform/seller-details: what invoices name as the seller, which details are missing, a form for the rest. */
export function sellerPage(language: LanguageCode, view: SellerDetailsView, saved: boolean): string {
  const t = platformTexts(language);
  const state = view.missing.length
    ? `<section class="missing" role="alert"><p>${t('seller.missing')}</p><ul>${view.missing.map((field) => `<li>${label(t, field)}</li>`).join('')}</ul></section>`
    : `<p>${t('seller.complete')}</p>`;
  return `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('seller.title')} · ${t('staff.title')}</title><style>${styles}</style></head>
<body><main><h1>${t('seller.title')}</h1>
<p>${t('seller.intro')} ${t('seller.environment')} <a href="/platform">${t('requests.back')}</a></p>
<p role="status">${saved ? t('seller.saved') : ''}</p>
${state}
<form id="seller-details" data-version="${view.version}" novalidate>
${sellerFields.map((field) => fieldHtml(language, t, view, field)).join('\n')}
<p role="alert" id="seller-problem" data-failed="${t('seller.failed')}"></p>
<button type="submit">${t('seller.save')}</button></form></main>
<script src="${sellerScriptPath}"></script></body></html>`;
}

/** The page and its script; anyone but staff is told the page is not theirs. */
export function registerSellerStaffPage(app: FastifyInstance, { database, config }: AppContext): void {
  app.get(sellerScriptPath, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sellerScript),
  );
  app.get('/platform/seller-details', async (request, reply) => {
    reply.type('text/html').header('cache-control', 'no-store');
    const caller = await findCaller(app.sessions, request);
    const language = platformLanguage(caller, request);
    if (!caller || !isPlatformStaff(caller))
      return reply.code(403).send(notStaffPage(language, 'seller.title', 'seller.notStaff'));
    const { done } = request.query as { done?: unknown };
    return sellerPage(language, await readSellerDetails(database.db, config.seller), done === 'saved');
  });
}
