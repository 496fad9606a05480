import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../testing/test-app.ts';

// users/me reads the caller's organisation through a per-process cache: whatever changes the
// organisation, in whichever process or straight in the database, the next users/me shows it.
let t: TestApp;
let second: { app: FastifyInstance; database: Database | null };
let cookies: { customer: string; reseller: string };
let customerOrg: string;
let partnerOrg: string;
const origin = 'http://127.0.0.1:3000';

beforeAll(async () => {
  t = await createTestApp();
  // A second server process on the same database (PGlite lives in one process: there it shares it).
  const database = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 2 }) : null;
  second = { app: await buildApp({ config: t.config, database: database ?? t.database }), database };
  cookies = { customer: await t.cookieFor('customer'), reseller: await t.cookieFor('reseller') };
  const me = await organizationOf(t.app, cookies.customer);
  customerOrg = me.cybrOrgId;
  partnerOrg = me.partnerCybrOrgId;
});
afterAll(async () => {
  await second.app.close();
  await second.database?.close();
  await t.close();
});

interface ShownOrganization {
  cybrOrgId: string;
  organizationName: string;
  partnerCybrOrgId: string;
  partnerName: string | null;
  totalUsers: number;
}

async function organizationOf(app: FastifyInstance, cookie: string): Promise<ShownOrganization> {
  const reply = await app.inject({ url: api('/api/v1/users/me'), headers: { cookie } });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { organizationData: ShownOrganization }).organizationData;
}

const rename = (app: FastifyInstance, cookie: string, cybrOrgId: string, organizationName: string) =>
  app.inject({ method: 'PATCH', url: api(`/api/v1/organizations/${cybrOrgId}`), headers: { cookie, origin }, payload: { organizationName } });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('users/me after the organisation changes', () => {
  it('shows an admin the new name at once after they rename their organisation', async () => {
    await organizationOf(t.app, cookies.customer);
    expect((await rename(t.app, cookies.customer, customerOrg, 'Renamed Straight Away AS')).statusCode).toBe(200);
    expect((await organizationOf(t.app, cookies.customer)).organizationName).toBe('Renamed Straight Away AS');
  });

  it('shows a rename made in another server process', async () => {
    expect((await organizationOf(second.app, cookies.customer)).organizationName).toBe('Renamed Straight Away AS');
    expect((await rename(t.app, cookies.customer, customerOrg, 'Renamed Elsewhere AS')).statusCode).toBe(200);
    const shown = await eventually(() => organizationOf(second.app, cookies.customer), (o) => o.organizationName === 'Renamed Elsewhere AS');
    expect(shown.organizationName).toBe('Renamed Elsewhere AS');
  });

  it('shows a change made in the database, not through the API (the customer sync, an operator)', async () => {
    const before = await organizationOf(t.app, cookies.customer);
    await t.database.db.update(organizations).set({ totalUsers: before.totalUsers + 7 }).where(eq(organizations.cybrOrgId, customerOrg));
    const shown = await eventually(() => organizationOf(t.app, cookies.customer), (o) => o.totalUsers === before.totalUsers + 7);
    expect(shown.totalUsers).toBe(before.totalUsers + 7);
  });

  it("shows a customer's admin their partner's new name", async () => {
    await organizationOf(t.app, cookies.customer);
    await organizationOf(second.app, cookies.customer);
    await t.database.db.update(organizations).set({ organizationName: 'Partner Renamed GmbH' }).where(eq(organizations.cybrOrgId, partnerOrg));
    for (const app of [t.app, second.app]) {
      const shown = await eventually(() => organizationOf(app, cookies.customer), (o) => o.partnerName === 'Partner Renamed GmbH');
      expect(shown.partnerName).toBe('Partner Renamed GmbH');
    }
  });

  it('shows a change to many organisations at once', async () => {
    const customer = await organizationOf(second.app, cookies.customer);
    const partner = await organizationOf(second.app, cookies.reseller);
    await t.database.db.execute(sql`update organizations set total_users = total_users + 1`);
    const shown = await eventually(
      async () => [await organizationOf(second.app, cookies.customer), await organizationOf(second.app, cookies.reseller)],
      ([c, p]) => c!.totalUsers === customer.totalUsers + 1 && p!.totalUsers === partner.totalUsers + 1,
    );
    expect(shown.map((o) => o.totalUsers)).toEqual([customer.totalUsers + 1, partner.totalUsers + 1]);
  });
});
