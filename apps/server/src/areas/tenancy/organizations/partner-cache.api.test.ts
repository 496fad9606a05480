import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../../app.ts';
import { openDatabase, type Database } from '../../../db/client.ts';
import { organizations } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

// users/me reads a partner's own organisation through a per-process cache: whatever changes it, in
// whichever process or straight in the database, the next users/me shows it.
let t: TestApp;
let second: { app: FastifyInstance; database: Database | null };
let cookies: { distributor: string; reseller: string; customer: string };
const origin = 'http://127.0.0.1:3000';

beforeAll(async () => {
  // Entries outlive the whole file, so only the announcements can make a change show.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '3600' });
  // A second server process on the same database (PGlite lives in one process: there it shares it).
  const database = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 2 }) : null;
  second = { app: await buildApp({ config: t.config, database: database ?? t.database }), database };
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    customer: await t.cookieFor('customer'),
  };
});
afterAll(async () => {
  await second.app.close();
  await second.database?.close();
  await t.close();
});

interface ShownOrganization {
  cybrOrgId: string;
  organizationName: string;
  partnerCybrOrgId: string | null;
  partnerName: string | null;
  totalUsers: number;
  isPistachioPartner: boolean;
}

async function organizationOf(app: FastifyInstance, cookie: string): Promise<ShownOrganization> {
  const reply = await app.inject({ url: api('/api/v1/users/me'), headers: { cookie } });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { organizationData: ShownOrganization }).organizationData;
}

const rename = (app: FastifyInstance, cookie: string, cybrOrgId: string, organizationName: string) =>
  app.inject({
    method: 'PATCH',
    url: api(`/api/v1/organizations/${cybrOrgId}`),
    headers: { cookie, origin },
    payload: { organizationName },
  });

/** Reads until `done` holds or two seconds pass: another process hears of a change when PostgreSQL delivers the announcement. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const both = () => [t.app, second.app];

describe("users/me after a partner's organisation changes", () => {
  it('shows an admin the new name at once after they rename their organisation', async () => {
    const { cybrOrgId } = await organizationOf(t.app, cookies.distributor);
    expect((await rename(t.app, cookies.distributor, cybrOrgId, 'Renamed Straight Away AS')).statusCode).toBe(200);
    expect((await organizationOf(t.app, cookies.distributor)).organizationName).toBe('Renamed Straight Away AS');
  });

  it('shows a rename made in another server process', async () => {
    const before = await organizationOf(second.app, cookies.reseller);
    expect((await rename(t.app, cookies.reseller, before.cybrOrgId, 'Renamed Elsewhere GmbH')).statusCode).toBe(200);
    const shown = await eventually(
      () => organizationOf(second.app, cookies.reseller),
      (o) => o.organizationName === 'Renamed Elsewhere GmbH',
    );
    expect(shown.organizationName).toBe('Renamed Elsewhere GmbH');
  });

  it('shows a change made in the database, not through the API (the directory sync, an operator)', async () => {
    const before = await organizationOf(t.app, cookies.distributor);
    for (const app of both()) await organizationOf(app, cookies.distributor);
    await t.database.db
      .update(organizations)
      .set({ totalUsers: before.totalUsers + 7 })
      .where(eq(organizations.cybrOrgId, before.cybrOrgId));
    for (const app of both()) {
      const shown = await eventually(
        () => organizationOf(app, cookies.distributor),
        (o) => o.totalUsers === before.totalUsers + 7,
      );
      expect(shown.totalUsers).toBe(before.totalUsers + 7);
    }
  });

  it("shows a reseller's admin their distributor's new name", async () => {
    const reseller = await organizationOf(t.app, cookies.reseller);
    await organizationOf(second.app, cookies.reseller);
    await t.database.db
      .update(organizations)
      .set({ organizationName: 'Distributor Renamed AS' })
      .where(eq(organizations.cybrOrgId, reseller.partnerCybrOrgId!));
    for (const app of both()) {
      const shown = await eventually(
        () => organizationOf(app, cookies.reseller),
        (o) => o.partnerName === 'Distributor Renamed AS',
      );
      expect(shown.partnerName).toBe('Distributor Renamed AS');
    }
  });

  it('shows a change to every partner at once', async () => {
    const distributor = await organizationOf(second.app, cookies.distributor);
    const reseller = await organizationOf(second.app, cookies.reseller);
    await t.database.db.execute(sql`update organizations set total_users = total_users + 1 where is_pistachio_partner`);
    const shown = await eventually(
      async () => [
        await organizationOf(second.app, cookies.distributor),
        await organizationOf(second.app, cookies.reseller),
      ],
      ([d, r]) => d!.totalUsers === distributor.totalUsers + 1 && r!.totalUsers === reseller.totalUsers + 1,
    );
    expect(shown.map((o) => o.totalUsers)).toEqual([distributor.totalUsers + 1, reseller.totalUsers + 1]);
  });

  it('shows an organisation that stopped being a partner as it now is', async () => {
    const before = await organizationOf(second.app, cookies.reseller);
    expect(before.isPistachioPartner).toBe(true);
    await t.database.db
      .update(organizations)
      .set({ isPistachioPartner: false })
      .where(eq(organizations.cybrOrgId, before.cybrOrgId));
    const shown = await eventually(
      () => organizationOf(second.app, cookies.reseller),
      (o) => !o.isPistachioPartner,
    );
    expect(shown.isPistachioPartner).toBe(false);
    await t.database.db
      .update(organizations)
      .set({ isPistachioPartner: true })
      .where(eq(organizations.cybrOrgId, before.cybrOrgId));
  });
});

describe("users/me of a customer's admin", () => {
  it('reads the organisation afresh on every call: a change in the database shows on the very next one', async () => {
    const before = await organizationOf(second.app, cookies.customer);
    expect(before.isPistachioPartner).toBe(false);
    await t.database.db
      .update(organizations)
      .set({ totalUsers: before.totalUsers + 3 })
      .where(eq(organizations.cybrOrgId, before.cybrOrgId));
    expect((await organizationOf(second.app, cookies.customer)).totalUsers).toBe(before.totalUsers + 3);
  });
});
