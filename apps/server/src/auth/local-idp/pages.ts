import { escape } from '../../page-kit/escape-html.ts';
import { readClientScript } from '../../page-kit/client-script.ts';
import { alert, hiddenLanguage, page, type PageContext } from './page-layout.ts';

export function loginPage(context: PageContext, uid: string, options: { email?: string; error?: string } = {}): string {
  const { t } = context;
  return page(
    context,
    t('signIn.title'),
    `<h1>${escape(t('signIn.title'))}</h1>
${alert(options.error)}
<form method="post" action="/oidc/interaction/${escape(uid)}/login" autocomplete="on">${hiddenLanguage(context)}
<label for="email">${escape(t('signIn.email'))}</label><input id="email" name="email" type="email" required autofocus autocomplete="username" value="${escape(options.email ?? '')}">
<label for="password">${escape(t('signIn.password'))}</label><input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">${escape(t('signIn.submit'))}</button>
</form>
<p>${escape(t('signIn.noAccount'))} <a href="/oidc/interaction/${escape(uid)}/create?lang=${context.language}">${escape(t('signIn.createAccount'))}</a></p>`,
  );
}

export function errorPage(context: PageContext, title: string, description: string): string {
  return page(
    context,
    title,
    `<h1>${escape(title)}</h1><p role="alert">${escape(description)}</p><p><a href="/partner/login">${escape(context.t('error.back'))}</a></p>`,
  );
}

/** The sign-out page's inline script; provider.ts lets it run by its hash. */
export const autoSubmitScript = readClientScript(new URL('./signing-out.client.js', import.meta.url));

/** The provider's sign-out confirmation; `form` is its own form (with the anti-forgery token). */
export function signingOutPage(context: PageContext, form: string, automatic: boolean): string {
  const { t } = context;
  const choice = `<input type="hidden" form="op.logoutForm" name="logout" value="yes">`;
  return page(
    context,
    t(automatic ? 'signOut.automatic' : 'signOut.ask'),
    `<h1>${escape(t(automatic ? 'signOut.automatic' : 'signOut.ask'))}</h1>${form}${choice}<button type="submit" form="op.logoutForm"${automatic ? '' : ' autofocus'}>${escape(t('signOut.submit'))}</button>`,
    automatic ? `<script>${autoSubmitScript}</script>` : '',
  );
}
