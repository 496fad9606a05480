import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { insertSession, sessionCookie } from '../../auth/sessions.ts';
import { readConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { demoAccounts, seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { api } from '@portal/test-kit/test-app.ts';

// An embedded database in a directory, or a database on the PostgreSQL server, opened twice.
const dir = mkdtempSync(path.join(tmpdir(), 'portal-account-'));
const server = process.env.TEST_DB === 'postgres' ? await createTestDatabase() : null;
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await server?.close();
});
const open = () => (server ? openDatabase({ url: server.url!, poolSize: 2 }) : openDatabase({ dataDir: dir }));
const config = readConfig({ PORT: '3000', PUBLIC_URL: 'http://127.0.0.1:3000', PORTAL_DIST: '/nonexistent' });

async function started(database: Database) {
  await database.migrate();
  const app = await buildApp({ config, database, validateResponses: true });
  const [person] = await database.db.select().from(users).where(eq(users.email, demoAccounts.reseller2.email));
  const cookie = `${sessionCookie}=${await insertSession(database, person!.cybrId, 600)}`;
  const send = async (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
    (
      await app.inject({
        method,
        url: api(url),
        headers: { cookie, origin: 'http://127.0.0.1:3000' },
        ...(payload ? { payload } : {}),
      })
    ).json();
  return { app, send, cybrId: person!.cybrId, cybrOrgId: person!.cybrOrgId! };
}

describe('account settings across a server restart', () => {
  it('keeps the organisation details, the contact and the delivery method', async () => {
    const first = await open();
    await first.migrate();
    await seedDemo(first.db);
    const before = await started(first);
    await before.send('PATCH', `/api/v1/organizations/${before.cybrOrgId}`, {
      organizationName: 'Thames Cyber Group Ltd',
      country: 'IE',
      defaultLanguageCode: 'fr',
    });
    await before.send('PUT', `/api/v1/organizations/${before.cybrOrgId}/contact`, {
      name: 'Emma Smith',
      email: 'emma@thames.example',
      jobTitle: 'Director',
    });
    await before.send('POST', `/api/v1/users/${before.cybrId}/deliveries/preferences`, {
      preferredDeliveryMethod: 'slack',
    });
    await before.app.close();
    await first.close();

    const second = await open();
    const after = await started(second);
    expect(await after.send('GET', `/api/v1/organizations/${after.cybrOrgId}`)).toMatchObject({
      organizationName: 'Thames Cyber Group Ltd',
      country: 'IE',
      defaultLanguageCode: 'fr',
    });
    expect(await after.send('GET', `/api/v1/organizations/${after.cybrOrgId}/contact`)).toEqual({
      name: 'Emma Smith',
      email: 'emma@thames.example',
      phoneNumber: null,
      jobTitle: 'Director',
    });
    expect((await after.send('GET', `/api/v1/users/${after.cybrId}`)).preferredDeliveryMethod).toBe('slack');
    await after.app.close();
    await second.close();
  });
});
