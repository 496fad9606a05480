import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { createAccount } from '../../auth/local-idp/accounts.ts';
import { auditLog, organizations, users } from '../../db/schema.ts';
import { insertSession, sessionCookie } from '../../auth/sessions.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { testBrowser } from '@portal/test-kit/test-browser.ts';
import { adminRoles } from '../tenancy/organizations/access.ts';
import { lastAdmin, otherOrganization } from './admins.ts';

let t: TestApp & { base: string };
let send: ReturnType<typeof requester>;
let p: Awaited<ReturnType<typeof newPartner>>;

beforeAll(async () => {
  t = await listeningTestApp();
  send = requester(t);
  p = await newPartner(t, 'distributor', 'Skagerrak Secure AS');
});
afterAll(() => t.close());

const adminsUrl = (id: string) => `/api/v1/organizations/${id}/admins`;
const add = (email: string, cookie = p.cookie, id = p.cybrOrgId) => send('POST', adminsUrl(id), cookie, { email });
const remove = (cybrId: string, cookie = p.cookie, id = p.cybrOrgId) =>
  send('DELETE', `${adminsUrl(id)}/${cybrId}`, cookie);
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const totalUsers = async (id: string) =>
  (await t.database.db.select().from(organizations).where(eq(organizations.cybrOrgId, id)))[0]!.totalUsers;
const cookieOf = async (cybrId: string) => `${sessionCookie}=${await insertSession(t.database, cybrId, 600)}`;

describe('POST /api/v1/organizations/{cybrOrgId}/admins', () => {
  it('adds a new address as an admin, audited, who then signs in with it into this partner', async () => {
    const before = await totalUsers(p.cybrOrgId);
    const added = await add('Nina.Lund@Skagerrak.example');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      email: 'nina.lund@skagerrak.example',
      userRole: 'Admin',
      fullName: 'nina.lund',
    });
    expect(await totalUsers(p.cybrOrgId)).toBe(before + 1);
    const listed = await send('GET', adminsUrl(p.cybrOrgId), p.cookie);
    expect(listed.body.map((u: { email: string }) => u.email).sort()).toEqual(
      [p.email, 'nina.lund@skagerrak.example'].sort(),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.admin.added'), eq(auditLog.target, p.cybrOrgId)));
    expect(entry).toMatchObject({
      actorCybrId: p.cybrId,
      before: null,
      after: { email: 'nina.lund@skagerrak.example', userRole: 'Admin' },
    });

    // Her identity provider account, as she would create it; sign-in matches the address whatever its case.
    await createAccount(t.database.db, {
      name: 'Nina Lund',
      email: 'nina.lund@skagerrak.example',
      organizationName: 'Skagerrak Secure AS',
      country: 'NO',
      password: 'welcome-2026!',
    });
    const browser = testBrowser(t.base);
    const { done } = await browser.signIn('NINA.LUND@skagerrak.example', 'welcome-2026!');
    expect(done.url).toBe(`${t.base}/partner`);
    const me = (await (await browser.request(api('/api/v1/users/me'))).json()) as {
      userRole: string;
      organizationData: { cybrOrgId: string };
    };
    expect(me).toMatchObject({ userRole: 'Admin', organizationData: { cybrOrgId: p.cybrOrgId } });
    // As an admin she may change the partner's settings.
    expect(
      (
        await browser.request(api(`/api/v1/organizations/${p.cybrOrgId}`), {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ country: 'DK' }),
        })
      ).status,
    ).toBe(200);
  });

  it("refuses an address of another organisation's user with 400 on email, naming no organisation", async () => {
    const refused = await add('reseller@portal.example');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ field: 'email', message: otherOrganization }]);
    expect(JSON.stringify(refused.body)).not.toMatch(/Alpine/);
    expect((await userByEmail('reseller@portal.example'))!.userRole).toBe('Partner');
  });

  it('refuses an admin twice (409), a bad address (400, §5 message), and promotes an ordinary member', async () => {
    expect((await add('nina.lund@skagerrak.example')).status).toBe(409);
    expect((await add('not an address')).body.fields).toEqual([
      { field: 'email', message: 'Please provide a valid email' },
    ]);
    await t.database.db.insert(users).values({
      cybrId: 'skagerrak-member',
      cybrOrgId: p.cybrOrgId,
      email: 'member@skagerrak.example',
      fullName: 'Mette Member',
      userRole: 'User',
    });
    const member = await cookieOf('skagerrak-member');
    expect((await add('x@skagerrak.example', member)).status).toBe(403);
    expect((await add('member@skagerrak.example')).body).toMatchObject({
      cybrId: 'skagerrak-member',
      userRole: 'Admin',
    });
  });

  it('takes in a person who signed in but has no organisation yet', async () => {
    const [loner] = await t.database.db
      .insert(users)
      .values({ cybrId: 'no-org-yet', email: 'loner@elsewhere.example', fullName: 'Lone Person', userRole: 'User' })
      .returning();
    const before = await totalUsers(p.cybrOrgId);
    expect((await add(loner!.email)).body).toMatchObject({ cybrId: 'no-org-yet', userRole: 'Admin' });
    expect((await userByEmail(loner!.email))!.cybrOrgId).toBe(p.cybrOrgId);
    expect(await totalUsers(p.cybrOrgId)).toBe(before + 1);
  });

  it("refuses a distributor on its reseller's admins (403), another partner (404), and a customer organisation (404)", async () => {
    const reseller = await t.orgId('Alpine Secure IT GmbH');
    expect((await add('y@alpine.example', await t.cookieFor('distributor'), reseller)).status).toBe(403);
    expect((await add('y@alpine.example', await t.cookieFor('reseller2'), reseller)).status).toBe(404);
    const customer = await userByEmail('customer@portal.example');
    expect((await add('y@customer.example', await t.cookieFor('customer'), customer!.cybrOrgId!)).status).toBe(404);
    expect(await userByEmail('y@alpine.example')).toBeUndefined();
  });
});

/**
 * On PostgreSQL, holds both people's rows while the removals start, so both are inside their
 * transactions at the same moment when the rows are let go: without the organisation's lock each
 * would count two admins and remove its own. (PGlite runs one transaction at a time.)
 */
async function removeBothAtOnce<T>(cybrIds: string[], start: () => Promise<T>): Promise<T> {
  if (!t.database.url) return start();
  const holder = new pg.Client({ connectionString: t.database.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select 1 from users where cybr_id = any($1) for update', [cybrIds]);
  const answers = start();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await holder.query('commit');
  await holder.end();
  return answers;
}

describe('DELETE /api/v1/organizations/{cybrOrgId}/admins/{cybrId}', () => {
  it('removes an admin from the partner, ends their sessions and audits it', async () => {
    const nina = (await userByEmail('nina.lund@skagerrak.example'))!;
    const ninaCookie = await cookieOf(nina.cybrId);
    const before = await totalUsers(p.cybrOrgId);
    expect(await remove(nina.cybrId)).toEqual({ status: 200, body: { ok: true } });
    expect(await userByEmail(nina.email)).toMatchObject({ cybrOrgId: null, userRole: 'User' });
    expect(await totalUsers(p.cybrOrgId)).toBe(before - 1);
    expect((await send('GET', '/api/v1/users/me', ninaCookie)).status).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.admin.removed'));
    expect(entry).toMatchObject({
      actorCybrId: p.cybrId,
      target: p.cybrOrgId,
      before: { cybrId: nina.cybrId, email: nina.email },
      after: null,
    });
    expect((await remove(nina.cybrId)).status).toBe(404);
  });

  it('never removes the last admin (409 with the reason)', async () => {
    for (const cybrId of ['skagerrak-member', 'no-org-yet']) expect((await remove(cybrId)).status).toBe(200);
    const alone = await remove(p.cybrId);
    expect(alone).toMatchObject({ status: 409, body: { message: lastAdmin } });
    expect((await userByEmail(p.email))!.cybrOrgId).toBe(p.cybrOrgId);
  });

  it('keeps one admin when two removals arrive at once', async () => {
    const other = await newPartner(t, 'reseller', 'Two Admins Ltd');
    const second = (await send('POST', adminsUrl(other.cybrOrgId), other.cookie, { email: 'second@two.example' })).body;
    const answers = await removeBothAtOnce([other.cybrId, second.cybrId], () =>
      Promise.all([
        remove(other.cybrId, other.cookie, other.cybrOrgId),
        remove(second.cybrId, other.cookie, other.cybrOrgId),
      ]),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(lastAdmin);
    const admins = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.cybrOrgId, other.cybrOrgId), inArray(users.userRole, [...adminRoles])));
    expect(admins).toHaveLength(1);
  });

  it("refuses another partner (404) and the reseller's distributor (403), removing nothing", async () => {
    const reseller = await t.orgId('Alpine Secure IT GmbH');
    const lukas = (await userByEmail('reseller@portal.example'))!;
    expect((await remove(lukas.cybrId, await t.cookieFor('reseller2'), reseller)).status).toBe(404);
    expect((await remove(lukas.cybrId, await t.cookieFor('distributor'), reseller)).status).toBe(403);
    expect((await userByEmail('reseller@portal.example'))!.cybrOrgId).toBe(reseller);
  });
});
