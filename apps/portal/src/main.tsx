import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import { initI18n } from './i18n/index.ts';
import { initMonitoring } from './monitoring/init.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './ui/theme.ts';

initI18n();
void initMonitoring({ dsn: import.meta.env.VITE_SENTRY_DSN, environment: import.meta.env.VITE_APP_ENV });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
