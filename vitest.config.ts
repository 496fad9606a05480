import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

// The API suites: each file builds its own app on its own fresh database, and no server module
// keeps state between apps, so one worker may run many files without reloading the server's
// modules for each (they were the larger part of a file's time). The database server, or PGlite's
// WebAssembly, does its work beside the tests: two workers keep both cores busy on a 2-core machine.
const apiSuite = { isolate: false, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'bench/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
          ],
          setupFiles: ['./test-setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.api.test.ts'],
          // *.postgres.test.ts need a PostgreSQL server of their own (stopping it, say): server only.
          exclude: ['apps/server/src/**/*.unit.test.ts', 'apps/server/src/**/*.postgres.test.ts'],
          setupFiles: ['./test-setup/fail-on-console-error.ts'],
          env: { TEST_DB: 'pglite' },
          ...apiSuite,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.api.test.ts', 'apps/server/src/**/*.postgres.test.ts'],
                exclude: ['apps/server/src/**/*.unit.test.ts'],
                setupFiles: ['./test-setup/fail-on-console-error.ts'],
                env: { TEST_DB: 'postgres' },
                ...apiSuite,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
