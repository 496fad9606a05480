import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiKeyWithSecret } from '@portal/contracts';
import { insertSession, sessionCookie } from '../../../auth/sessions.ts';
import { organizations, users } from '../../../db/schema.ts';
import { demoAccounts, seedDemo } from '../../../seed/demo.ts';
import { startServerProcesses } from '@portal/test-kit/server-process.ts';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { api } from '@portal/test-kit/test-app.ts';

// Two server processes on one PostgreSQL: a key revoked or rotated through one is refused by the
// other at once, though it had just answered that key from its cache.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let processes: Awaited<ReturnType<typeof startServerProcesses>> | undefined;
let cookie = '';
let alpine = '';
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  processes = await startServerProcesses(2, database.url!);
  const [user] = await database.db.select().from(users).where(eq(users.email, demoAccounts.reseller.email));
  cookie = `${sessionCookie}=${await insertSession(database, user!.cybrId, 3600)}`;
  const [org] = await database.db
    .select()
    .from(organizations)
    .where(eq(organizations.organizationName, 'Alpine Secure IT GmbH'));
  alpine = org!.cybrOrgId;
}, 180_000);
afterAll(async () => {
  await processes?.stop();
  await database?.close();
});

const manage = (method: string, path: string) => {
  // Rotation and revocation take no body, creation its name and scopes.
  const body = method === 'POST' && path === '' ? JSON.stringify({ name: 'Sync script', scopes: ['read'] }) : undefined;
  return fetch(processes!.bases[0] + api(`/api/v1/partners/${alpine}/api-keys${path}`), {
    method,
    headers: { cookie, origin: processes!.bases[0]!, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
};
const summaryOnSecond = (secret: string) =>
  fetch(processes!.bases[1] + api(`/api/v1/partners/${alpine}/summary`), {
    headers: { authorization: `Bearer ${secret}` },
  }).then((r) => r.status);

describe('an API key across processes', () => {
  it('is refused by every process as soon as it is revoked', async () => {
    const { key, secret } = (await (await manage('POST', '')).json()) as ApiKeyWithSecret;
    expect(await summaryOnSecond(secret)).toBe(200);
    expect(await summaryOnSecond(secret)).toBe(200);
    expect((await manage('DELETE', `/${key.id}`)).status).toBe(200);
    await expect.poll(() => summaryOnSecond(secret), { timeout: 2000, interval: 20 }).toBe(401);
  }, 30_000);

  it('stops answering the old secret on every process once rotated', async () => {
    const { key, secret } = (await (await manage('POST', '')).json()) as ApiKeyWithSecret;
    expect(await summaryOnSecond(secret)).toBe(200);
    const rotated = (await (await manage('POST', `/${key.id}/rotate`)).json()) as ApiKeyWithSecret;
    await expect.poll(() => summaryOnSecond(secret), { timeout: 2000, interval: 20 }).toBe(401);
    expect(await summaryOnSecond(rotated.secret)).toBe(200);
  }, 30_000);
});
