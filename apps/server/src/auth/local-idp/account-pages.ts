import { countries } from '@portal/contracts';
import { alert, escape, hiddenLanguage, page, type PageContext } from './page-layout.ts';
import { regionName } from './texts.ts';

export interface AccountForm {
  name?: string;
  email?: string;
  organizationName?: string;
  country?: string;
}
export type AccountErrors = Partial<Record<keyof AccountForm | 'password', string>>;

/** A labelled control; `control` receives the ARIA attributes tying it to its hint and error. */
function field(id: string, label: string, control: (aria: string) => string, error: string | undefined, hint?: string): string {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const aria = `${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  return `<label for="${id}">${escape(label)}</label>${control(aria)}${hint ? `<p class="hint" id="${id}-hint">${escape(hint)}</p>` : ''}${error ? `<p class="field-error" id="${id}-error">${escape(error)}</p>` : ''}`;
}

/** "Create an account" at the built-in provider, which stands in for the organisation's Microsoft tenant. */
export function createAccountPage(context: PageContext, uid: string, form: AccountForm = {}, errors: AccountErrors = {}): string {
  const { t, language } = context;
  const options = Object.keys(countries)
    .map((code) => ({ code, name: regionName(language, code) }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(({ code, name }) => `<option value="${code}"${form.country === code ? ' selected' : ''}>${escape(name)}</option>`)
    .join('');
  const hasErrors = Object.keys(errors).length > 0;
  return page(
    context,
    t('create.title'),
    `<h1>${escape(t('create.title'))}</h1><p>${escape(t('create.intro'))}</p>${hasErrors ? alert(t('create.fixErrors')) : ''}
<form method="post" action="/oidc/interaction/${escape(uid)}/create" novalidate>${hiddenLanguage(context)}
${field('name', t('create.name'), (aria) => `<input id="name" name="name" autocomplete="name" required${aria} value="${escape(form.name ?? '')}">`, errors.name)}
${field('email', t('create.email'), (aria) => `<input id="email" name="email" type="email" autocomplete="email" required${aria} value="${escape(form.email ?? '')}">`, errors.email)}
${field('organizationName', t('create.organization'), (aria) => `<input id="organizationName" name="organizationName" autocomplete="organization" required${aria} value="${escape(form.organizationName ?? '')}">`, errors.organizationName)}
${field('country', t('create.country'), (aria) => `<select id="country" name="country" required${aria}><option value=""></option>${options}</select>`, errors.country)}
${field('password', t('create.password'), (aria) => `<input id="password" name="password" type="password" autocomplete="new-password" required${aria}>`, errors.password, t('create.passwordRule'))}
<button type="submit">${escape(t('create.submit'))}</button>
</form>
<p>${escape(t('create.haveAccount'))} <a href="/oidc/interaction/${escape(uid)}?lang=${language}">${escape(t('create.signIn'))}</a></p>`,
  );
}

/** The organisation consent asked for by org-authorization (the stand-in for a tenant admin's consent). */
export function consentPage(context: PageContext, uid: string, organization: string, countryCode: string | null): string {
  const { t, language } = context;
  const country = countryCode ? regionName(language, countryCode) : '—';
  return page(
    context,
    t('consent.title'),
    `<h1>${escape(t('consent.title'))}</h1><p>${escape(t('consent.text', { organization, country }))}</p>
<form method="post" action="/oidc/interaction/${escape(uid)}/consent">${hiddenLanguage(context)}
<button type="submit" name="decision" value="allow" autofocus>${escape(t('consent.allow'))}</button>
<button type="submit" name="decision" value="deny" class="secondary">${escape(t('consent.deny'))}</button>
</form>`,
  );
}
