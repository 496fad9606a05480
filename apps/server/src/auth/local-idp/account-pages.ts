import { countries } from '@portal/contracts';
import { escape } from '../../page-kit/escape-html.ts';
import { countryOptions, field as htmlField } from '../../page-kit/form-controls.ts';
import { regionName } from '../../page-kit/languages.ts';
import { alert, hiddenLanguage, page, type PageContext } from './page-layout.ts';

export interface AccountForm {
  name?: string;
  email?: string;
  organizationName?: string;
  country?: string;
}
export type AccountErrors = Partial<Record<keyof AccountForm | 'password', string>>;

/** A labelled control with its hint and error, from this page's plain texts. */
const field = (
  id: string,
  label: string,
  control: (aria: string) => string,
  error: string | undefined,
  hint?: string,
) => htmlField(id, escape(label), control, { error: error && escape(error), hint: hint && escape(hint) });

/** "Create an account" at the built-in provider, which stands in for the organisation's Microsoft tenant. */
export function createAccountPage(
  context: PageContext,
  uid: string,
  form: AccountForm = {},
  errors: AccountErrors = {},
): string {
  const { t, language } = context;
  // Ordered by the portal's language code itself ('sw', 'br'), where the staff pages use its BCP 47 tag.
  const options = countryOptions(language, Object.keys(countries), form.country, language);
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
export function consentPage(
  context: PageContext,
  uid: string,
  organization: string,
  countryCode: string | null,
): string {
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
