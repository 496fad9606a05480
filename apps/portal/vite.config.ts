import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './build/precompress.ts';

// Chunks follow when code is needed. Every file costs a request and its headers, so a first visit
// fetches a few files holding only what it uses (docs/performance.md, "First load of the portal"):
//  - shell: what every screen needs (React, the router, i18n, Mantine's core, the language switcher)
//    and the sign-in page, where a visit without a session starts, and the mode-cookie check;
//  - api: the API client, the session guard and the endpoint catalogue with zod and ky, which the
//    signed-in screens need and the sign-in page only once its button is pressed;
//  - portal: the root guard, the main layout and the customer list, the screen a sign-in lands on
//    (not its on-demand/ parts: the row menu and bulk form load when first used).
// Other routes, each language and the error-reporting SDK are chunks of their own.
const chunkGroups = [
  {
    name: 'shell',
    priority: 3,
    test: /src[\\/](main\.tsx|routes[\\/]login\.tsx|session[\\/](session-cache|mode-cookies|optional-storage)\.ts)$/,
  },
  // The contracts of screens no first visit shows (the resource library, the integrations' connections)
  // stay with those screens, and so does date formatting, with date-fns, for the screens that show dates.
  // So do the address, VAT and phone rules with their format libraries and the calls whose bodies use
  // them (billing details, checkout, account contact): they load with those forms (docs/decisions/0004).
  {
    name: 'api',
    priority: 2,
    test: /src[\\/](api|session)[\\/]|packages[\\/]contracts[\\/](?!src[\\/](endpoints[\\/](resources|connections|partner-billing|checkout|organization-contact)|entities[\\/](resource|billing-details|checkout-request)|rules[\\/](date-formats|postal-codes|vat-numbers|phone-numbers))\.ts)|node_modules[\\/](zod|ky)[\\/]/,
  },
  // A customer's activity statistics and reports and its insider-threat walls: their contracts
  // (which the users contract also imports) load with the customer details' sections, not with the
  // api chunk. Only these modules: zod and the shared rules they use stay where they are.
  {
    name: 'activity-contracts',
    priority: 4,
    includeDependenciesRecursively: false,
    test: /packages[\\/]contracts[\\/]src[\\/](endpoints[\\/]activity|entities[\\/](attack-stats|training-stats|report-query|walls))\.ts$/,
  },
  {
    name: 'portal',
    priority: 1,
    test: /src[\\/]routes[\\/](partner-root\.tsx|main-layout\.tsx|manage-customers[\\/][^\\/]+$)/,
  },
];

// The contracts build zod schemas and endpoint entries at the top level of their modules. A bundler
// must assume any call may have side effects and would keep every entry of a module the portal
// imports one entry from; these calls have none, so unused entries are left out.
const pureContractCalls = ['z', 'endpoint'];

export default defineConfig({
  base: '/partner/',
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The polyfill was all the entry file held besides importing the shell: one more request on every
    // first load, for browsers without modulepreload (before Safari 17), which then simply preload nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { manualPureFunctions: pureContractCalls },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    proxy: {
      '/app': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/platform': 'http://localhost:3000',
    },
  },
});
