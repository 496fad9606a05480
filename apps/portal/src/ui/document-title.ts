import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';

// Each §2 route's page name, from the strings its route loads; the first pattern that matches wins.
const titles: [pattern: string, key: string][] = [
  ['/login-popup', 'app.name'],
  ['/login/customer-trying-partner-sync', 'customerSync.title'],
  ['/login', 'login.title'],
  ['/sign-up/error', 'signUpError.title'],
  ['/sign-up/distributor/select-currency', 'signUp.currency.title'],
  ['/sign-up/:type/terms-of-service', 'terms.title'],
  ['/sign-up/reseller/access-code', 'accessCode.title'],
  ['/sign-up/distributor', 'signUp.connect.distributorTitle'],
  ['/sign-up/reseller', 'signUp.connect.resellerTitle'],
  ['/sign-up', 'signUp.title'],
  ['/404', 'errors.notFoundTitle'],
  ['/unauthorized', 'errors.unauthorizedTitle'],
  ['/billing', 'billing.title'],
  ['/pricing', 'pricing.title'],
  ['/resources', 'nav.resources'],
  ['/welcome', 'nav.welcome'],
  ['/manage-customers/*', 'customers.title'],
  ['/pending', 'pending.title'],
  ['/add-pending-customers', 'addCustomers.title'],
  ['/cap', 'customers.navigation.caps'],
  ['/audit-log', 'audit.title'],
  ['/settings/billing-details', 'settings.pages.billingDetails'],
  ['/settings/billing/*', 'settings.pages.billing'],
  ['/settings/integrations/*', 'settings.pages.integrations'],
  ['/settings/api', 'settings.pages.api'],
  ['/settings/webhooks/*', 'settings.pages.webhooks'],
  ['/settings/account/*', 'settings.pages.account'],
  ['/settings', 'settings.title'],
  ['/', 'app.name'],
];

/** The translation key of a path's page name: an unknown path shows the not-found page. */
export function titleKey(pathname: string): string {
  return titles.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'errors.notFoundTitle';
}

/** "<Page> · <App name>" in the person's language, following navigation and language switches. */
export function useDocumentTitle(overrideKey?: string): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const key = overrideKey ?? titleKey(pathname);
  useEffect(() => {
    const app = t('app.name');
    document.title = key === 'app.name' ? app : `${t(key)} · ${app}`;
  }, [key, t, i18n.language]);
}
