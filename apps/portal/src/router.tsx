import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ErrorFallback } from './routes/error-fallback.tsx';

// The route table mirrors spec §2; each route module is loaded on first visit.
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorFallback />,
    children: [
      { path: 'login', lazy: () => import('./routes/login.tsx') },
      { path: 'unauthorized', lazy: () => import('./routes/unauthorized.tsx') },
      { path: '404', lazy: () => import('./routes/not-found.tsx') },
      {
        id: 'partner-root',
        lazy: () => import('./routes/partner-root.tsx'),
        children: [
          {
            path: '/',
            lazy: () => import('./routes/main-layout.tsx'),
            children: [
              { index: true, loader: () => redirect('/manage-customers') },
              { path: 'manage-customers', lazy: () => import('./routes/manage-customers/route.tsx') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/partner' });
