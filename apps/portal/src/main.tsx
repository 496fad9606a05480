import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router';
// Mantine's global styles only: each component's styles are imported by the modules that use the
// component, so a lazily loaded route brings its own (in dependency order: a base before its user).
// The theme's CSS variables are all written by MantineProvider (deduplicateCssVariables off), which
// makes Mantine's static default-css-variables.css, 27 kB of the same values, unnecessary.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { initI18n } from './i18n/index.ts';
import { initMonitoring } from './monitoring/init.ts';
import { reportError } from './monitoring/report-error.ts';
import { router } from './router.tsx';
import { ModeExitDock } from './ui/mode-exit-dock.tsx';
import { cssVariablesResolver, theme } from './ui/theme.ts';

void initMonitoring({ dsn: import.meta.env.VITE_SENTRY_DSN, environment: import.meta.env.VITE_APP_ENV });

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false}>
        <RouterProvider router={router} />
        <ModeExitDock />
      </MantineProvider>
    </StrictMode>,
  );
}

// The router has started loading the first route; the first paint waits only for the language.
// Without its translation (a failed fetch) the portal still renders rather than stay blank.
void initI18n()
  .catch((error: unknown) => reportError(error, 'i18n'))
  .finally(render);
