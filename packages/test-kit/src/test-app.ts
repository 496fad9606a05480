import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@portal/server/src/app.ts';
import { readConfig, type Config } from '@portal/server/src/config.ts';
import { insertSession, sessionCookie } from '@portal/server/src/auth/sessions.ts';
import { organizations, users } from '@portal/server/src/db/schema.ts';
import { demoAccounts, seedDemo, type DemoAccount } from '@portal/server/src/seed/demo.ts';
import type { Logger } from '@portal/server/src/logger.ts';
import { freePort } from './server-process.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** Cookie header of a fresh session for one of the demo accounts. */
  cookieFor(account: DemoAccount): Promise<string>;
  orgId(name: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh seeded database; `env` overrides configuration. */
export async function createTestApp(
  env: Record<string, string> = {},
  port = 0,
  options: { logger?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const config = readConfig({
    PORT: String(port || 3000),
    PUBLIC_URL: `http://127.0.0.1:${port || 3000}`,
    PORTAL_DIST: '/nonexistent',
    // Jobs run only where a test asks for them (JOBS_WORKER: 'on'): the queue's schema takes seconds to create.
    JOBS_WORKER: 'off',
    ...env,
  });
  const app = await buildApp({ config, database, validateResponses: true, ...options });
  return {
    app,
    config,
    database,
    async cookieFor(account) {
      const [user] = await database.db.select().from(users).where(eq(users.email, demoAccounts[account].email));
      return `${sessionCookie}=${await insertSession(database, user!.cybrId, 3600)}`;
    },
    async orgId(name) {
      const [org] = await database.db.select().from(organizations).where(eq(organizations.organizationName, name));
      if (!org) throw new Error(`no organisation named ${name}`);
      return org.cybrOrgId;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app listening on a free port that is also its public address, for tests that drive it as a
 * browser would (sign-in round trips, same-origin checks).
 */
export async function listeningTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { port: number; base: string }> {
  const port = await freePort();
  const t = await createTestApp(env, port);
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, port, base: `http://127.0.0.1:${port}` };
}

export const api = (path: string) => `/app/baloo-router-api${path}`;
