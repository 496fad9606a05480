import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ErrorFallback } from './routes/error-fallback.tsx';
import { withFeatureStrings } from './i18n/index.ts';
import { AppRoot, FirstLoad } from './ui/app-root.tsx';

// Route middleware (the partner root guard) hands loaders a typed context: the data-router form of
// React Router's v8_middleware future flag, which in this mode is a type declaration only.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

const partnerRoot = () => import('./routes/partner-root.tsx');

// The route table mirrors spec §2; each route module is loaded on first visit.
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    hydrateFallbackElement: <FirstLoad />,
    errorElement: <ErrorFallback />,
    children: [
      // Public routes.
      { path: 'login', lazy: () => import('./routes/login.tsx') },
      {
        path: 'login/customer-trying-partner-sync',
        lazy: withFeatureStrings('customer-sync', () => import('./routes/login/customer-trying-partner-sync.tsx')),
      },
      { path: 'sign-up', lazy: withFeatureStrings('sign-up', () => import('./routes/sign-up/route.tsx')) },
      {
        path: 'sign-up/distributor',
        lazy: withFeatureStrings('sign-up', () => import('./routes/sign-up/connect-organization.tsx')),
      },
      {
        path: 'sign-up/distributor/select-currency',
        lazy: withFeatureStrings('sign-up', () => import('./routes/sign-up/select-currency.tsx')),
      },
      {
        path: 'sign-up/distributor/terms-of-service',
        lazy: withFeatureStrings('terms', () => import('./routes/sign-up/terms-of-service.tsx')),
      },
      {
        path: 'sign-up/reseller',
        lazy: withFeatureStrings('sign-up', () => import('./routes/sign-up/connect-organization.tsx')),
      },
      {
        path: 'sign-up/reseller/access-code',
        lazy: withFeatureStrings('access-code', () => import('./routes/sign-up/access-code.tsx')),
      },
      {
        path: 'sign-up/reseller/terms-of-service',
        lazy: withFeatureStrings('terms', () => import('./routes/sign-up/terms-of-service.tsx')),
      },
      { path: 'sign-up/error', lazy: withFeatureStrings('sign-up-error', () => import('./routes/sign-up/error.tsx')) },
      { path: '404', lazy: () => import('./routes/not-found.tsx') },
      { path: 'unauthorized', lazy: () => import('./routes/unauthorized.tsx') },
      { path: 'login-popup', lazy: withFeatureStrings('login-popup', () => import('./routes/login-popup/route.tsx')) },
      // Authenticated routes, under the partner root guard (§4).
      {
        id: 'partner-root',
        // Middleware, not a loader: the guard decides before any loader below it runs (docs/decisions/0006).
        lazy: {
          middleware: async () => (await partnerRoot()).middleware,
          loader: async () => (await partnerRoot()).loader,
          Component: async () => (await partnerRoot()).Component,
        },
        children: [
          { path: 'billing', lazy: withFeatureStrings('billing', () => import('./routes/billing/route.tsx')) },
          {
            path: '/',
            lazy: () => import('./routes/main-layout.tsx'),
            children: [
              { index: true, loader: () => redirect('/manage-customers') },
              { path: 'manage-customers', lazy: () => import('./routes/manage-customers/route.tsx') },
              {
                path: 'manage-customers/:childCybrOrgId',
                lazy: () => import('./routes/manage-customers/customer/route.tsx'),
              },
              { path: 'cap', lazy: () => import('./routes/cap/route.tsx') },
              { path: 'welcome', lazy: withFeatureStrings('welcome', () => import('./routes/welcome/route.tsx')) },
              { path: 'pending', lazy: withFeatureStrings('pending', () => import('./routes/pending/route.tsx')) },
              {
                path: 'add-pending-customers',
                lazy: withFeatureStrings('add-customers', () => import('./routes/add-pending-customers/route.tsx')),
              },
              {
                path: 'audit-log',
                lazy: withFeatureStrings(['audit-log', 'pending'], () => import('./routes/audit-log/route.tsx')),
              },
              {
                path: 'pricing',
                lazy: withFeatureStrings(['pricing', 'billing'], () => import('./routes/pricing/route.tsx')),
              },
              {
                path: 'resources',
                lazy: withFeatureStrings('resources', () => import('./routes/resources/route.tsx')),
              },
              { path: 'feedback', lazy: () => import('./routes/feedback/route.ts') },
              {
                path: 'settings',
                lazy: () => import('./routes/settings/layout.tsx'),
                children: [
                  { index: true, loader: () => redirect('/settings/account') },
                  {
                    id: 'settings-account',
                    path: 'account',
                    lazy: withFeatureStrings(
                      ['account', 'billing'],
                      () => import('./routes/settings/account/route.tsx'),
                    ),
                    children: [
                      {
                        index: true,
                        lazy: withFeatureStrings('account', () => import('./routes/settings/account/overview.tsx')),
                      },
                      {
                        path: 'contact',
                        lazy: withFeatureStrings('account', () => import('./routes/settings/account/contact.tsx')),
                      },
                    ],
                  },
                  {
                    path: 'billing-details',
                    lazy: withFeatureStrings('billing', () => import('./routes/settings/billing-details.tsx')),
                  },
                  {
                    path: 'integrations',
                    lazy: withFeatureStrings(
                      ['integrations', 'domains', 'billing'],
                      () => import('./routes/settings/integrations/route.tsx'),
                    ),
                  },
                  {
                    path: 'api',
                    lazy: withFeatureStrings(['api-keys', 'billing'], () => import('./routes/settings/api/route.tsx')),
                  },
                  {
                    path: 'webhooks',
                    lazy: withFeatureStrings(
                      ['webhooks', 'billing'],
                      () => import('./routes/settings/webhooks/route.tsx'),
                    ),
                  },
                  {
                    path: 'webhooks/:endpointId',
                    lazy: withFeatureStrings(
                      ['webhooks', 'billing'],
                      () => import('./routes/settings/webhooks/endpoint/route.tsx'),
                    ),
                  },
                  {
                    path: 'billing',
                    lazy: withFeatureStrings('billing', () => import('./routes/settings/billing/route.tsx')),
                  },
                  { path: 'billing/customers', lazy: () => import('./routes/settings/billing/customer-options.ts') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/partner' });
