/** The routes of spec §2 under /partner, shared by the browser tests that visit every one of them. */

export const publicRoutes = [
  '/login',
  '/login/customer-trying-partner-sync',
  '/sign-up',
  '/sign-up/distributor',
  '/sign-up/distributor/select-currency',
  '/sign-up/distributor/terms-of-service',
  '/sign-up/reseller',
  '/sign-up/reseller/access-code',
  '/sign-up/reseller/terms-of-service',
  '/sign-up/error',
  '/unauthorized',
  '/login-popup',
  '/login-popup?error=true',
  '/login-popup?missing-permissions=true',
];

export const signedInRoutes = [
  '/billing',
  '/pricing',
  '/resources',
  '/add-pending-customers',
  '/cap',
  '/manage-customers',
  '/pending',
  '/welcome',
  '/settings',
  '/settings/billing-details',
  '/settings/integrations',
  '/settings/api',
  '/settings/webhooks',
  '/settings/account',
  '/settings/account/contact',
];

/** Paths that show the not-found page by design. */
export const notFoundRoutes = ['/404', '/no-such-page/at-all'];
