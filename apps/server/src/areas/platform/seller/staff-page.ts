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
import { sellerEnvironmentVariables } from '../../../config/seller.ts';
import { clientScript, scriptElement, serveClientScript } from '../../../page-kit/client-script.ts';
import { escape } from '../../../page-kit/escape-html.ts';
import { countryOptions, field } from '../../../page-kit/form-controls.ts';
import { platformTexts, type PlatformTextKey, type PlatformTranslate } from '../pages/platform-texts.ts';
import { registerStaffPage, staffDocument } from '../pages/staff-page-parts.ts';
import { readSellerDetails } from '../../billing/index.ts';

const script = clientScript('/platform/seller-details.js', new URL('./staff-page.client.js', import.meta.url));

const styles = `form{display:grid;gap:.4rem;max-width:32rem}label{font-weight:600;margin-top:.4rem}input,select,button{box-sizing:border-box}input,select{width:100%;min-width:0}
button{justify-self:start;margin-top:.8rem}input:disabled{background:#f1f3f5;color:#1a1b1e}
.missing{border-left:4px solid #a51111;padding:.2rem 1rem}`;

const label = (t: PlatformTranslate, field: SellerField) => t(`seller.field.${field}` as PlatformTextKey);

function fieldHtml(language: LanguageCode, t: PlatformTranslate, view: SellerDetailsView, name: SellerField): string {
  const { value, source } = view.details[name];
  const fixed = source === 'environment';
  const hint = fixed
    ? t('seller.fromEnvironment', { variable: sellerEnvironmentVariables[name] })
    : name === 'addressLine2'
      ? t('seller.optional')
      : undefined;
  const common = (aria: string) => `id="${name}" name="${name}"${aria}${fixed ? ' disabled' : ''}`;
  const countries = `<option value="">${t('seller.chooseCountry')}</option>${countryOptions(language, billingCountryCodes, value)}`;
  return field(
    name,
    label(t, name),
    (aria) =>
      name === 'country'
        ? `<select ${common(aria)} autocomplete="country">${countries}</select>`
        : `<input ${common(aria)} value="${escape(value ?? '')}" maxlength="${sellerFieldMaxLength[name]}">`,
    { hint },
  );
}

/** /platform/seller-details: what invoices name as the seller, which details are missing, a form for the rest. */
export function sellerPage(language: LanguageCode, view: SellerDetailsView, saved: boolean): string {
  const t = platformTexts(language);
  const state = view.missing.length
    ? `<section class="missing" role="alert"><p>${t('seller.missing')}</p><ul>${view.missing.map((name) => `<li>${label(t, name)}</li>`).join('')}</ul></section>`
    : `<p>${t('seller.complete')}</p>`;
  return staffDocument(language, {
    title: t('seller.title'),
    maxWidth: '48rem',
    styles,
    body: `<main><h1>${t('seller.title')}</h1>
<p>${t('seller.intro')} ${t('seller.environment')} <a href="/platform">${t('requests.back')}</a></p>
<p role="status">${saved ? t('seller.saved') : ''}</p>
${state}
<form id="seller-details" data-version="${view.version}" novalidate>
${sellerFields.map((name) => fieldHtml(language, t, view, name)).join('\n')}
<p role="alert" id="seller-problem" data-failed="${t('seller.failed')}"></p>
<button type="submit">${t('seller.save')}</button></form></main>
${scriptElement(script)}`,
  });
}

/** The page and its script; anyone but staff is told the page is not theirs. */
export function registerSellerStaffPage(app: FastifyInstance, { database, config }: AppContext): void {
  serveClientScript(app, script);
  registerStaffPage(
    app,
    '/platform/seller-details',
    { title: 'seller.title', heading: 'seller.notStaff' },
    async (request, language) => {
      const { done } = request.query as { done?: unknown };
      return sellerPage(language, await readSellerDetails(database.db, config.seller), done === 'saved');
    },
  );
}
