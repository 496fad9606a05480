import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/portal/src/**/*.test.{ts,tsx}', 'apps/server/src/**/*.unit.test.ts'],
          setupFiles: ['./test-setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          // *.postgres.test.ts need a PostgreSQL server of their own (stopping it, say): server only.
          exclude: ['apps/server/src/**/*.unit.test.ts', 'apps/server/src/**/*.postgres.test.ts'],
          setupFiles: ['./test-setup/fail-on-console-error.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                exclude: ['apps/server/src/**/*.unit.test.ts'],
                setupFiles: ['./test-setup/fail-on-console-error.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
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
