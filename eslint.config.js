import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import serverBoundaries from './eslint-rules/server-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Import direction (conventions §9): shared UI never reaches into a route.
    files: ['apps/portal/src/ui/**', 'apps/portal/src/api/**', 'apps/portal/src/session/**', 'apps/portal/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/routes/**'] }] },
  },
  {
    // The contract package is shared by browser and server: no I/O, no app code.
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'node:*', 'fastify', 'pg', 'drizzle-orm*'] }],
    },
  },
  {
    // The house of the server (docs/architecture.md): layers import downwards, areas meet at their
    // index.ts, only tests import test code, and no module imports itself round a cycle.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX, house: { rules: { 'server-boundaries': serverBoundaries } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      // Dependencies are read as TypeScript too, or no-cycle would see no further than one file.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'house/server-boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // recordAudit is the one writer of the audit log: nothing else may reach its table.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/areas/tenancy/audit/**', 'apps/server/src/db/**', '**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema.ts', '**/db/schema/*'],
              importNames: ['auditLog'],
              message: 'Write audit entries with recordAudit (areas/tenancy).',
            },
          ],
        },
      ],
    },
  },
);
