import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { auditLog, organizations, sessions, users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { localTenantId } from '../../../auth/local-idp/tenant.ts';
import { startMicrosoftStandIn } from '@portal/test-kit/microsoft-stand-in.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

const clientId = '0a7e5c1d-3b2f-4c8e-9d6a-5f4e3d2c1b0a';
// The seed links the demo organisations to the tenants the built-in provider names for them.
const tenant = localTenantId('Nordic Shield Distribution AS');
const resellerTenant = localTenantId('Alpine Secure IT GmbH');
let customerTenant: string;
const unlinkedTenant = '11111111-2222-4333-8444-555555555555';

let t: TestApp;
let microsoft: Awaited<ReturnType<typeof startMicrosoftStandIn>>;
beforeAll(async () => {
  microsoft = await startMicrosoftStandIn(clientId);
  t = await createTestApp({
    MICROSOFT_CLIENT_ID: clientId,
    MICROSOFT_LOGIN_URL: microsoft.base,
    MICROSOFT_TOKEN_TTL_SECONDS: '900',
  });
  const [customer] = await t.database.db
    .select({ name: organizations.organizationName })
    .from(users)
    .innerJoin(organizations, eq(organizations.cybrOrgId, users.cybrOrgId))
    .where(eq(users.email, demoAccounts.customer.email));
  customerTenant = localTenantId(customer!.name);
});
afterAll(async () => {
  await t.close();
  await microsoft.close();
});

const exchange = (tenantId: string, assertion: string) =>
  t.app.inject({
    method: 'GET',
    url: api(`/api/v1/providers/microsoft/${encodeURIComponent(tenantId)}/tokens/${encodeURIComponent(assertion)}`),
  });
const issuedSoFar = async () => {
  const [s] = await t.database.db.select({ n: count() }).from(sessions);
  const [a] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.action, 'provider-token.issued'));
  return { sessions: s!.n, audits: a!.n };
};
const userId = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.cybrId;
const distributorEmail = demoAccounts.distributor.email;

describe('GET /api/v1/providers/microsoft/{tenantId}/tokens/{assertion}', () => {
  it('exchanges a valid assertion for a session token that works as the portal session cookie, stored and audited', async () => {
    const before = await issuedSoFar();
    const assertion = await microsoft.sign(tenant, {
      preferred_username: distributorEmail.toUpperCase(),
      oid: 'oid-ingrid',
    });
    const response = await exchange(tenant, assertion);
    expect(response.statusCode).toBe(200);
    const { token, expiresIn } = response.json();
    expect(expiresIn).toBe(900);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.app.inject({ method: 'GET', url: api('/api/v1/users/me'), cookies: { portal_session: token } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: distributorEmail });

    const cybrId = await userId(distributorEmail);
    const [row] = await t.database.db
      .select({ secondsLeft: sql<number>`extract(epoch from ${sessions.expiresAt} - now())::int` })
      .from(sessions)
      .where(and(eq(sessions.cybrId, cybrId), sql`${sessions.expiresAt} < now() + interval '16 minutes'`));
    expect(row!.secondsLeft).toBeGreaterThan(880);
    expect(row!.secondsLeft).toBeLessThanOrEqual(900);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'provider-token.issued',
      actorCybrId: cybrId,
      cybrOrgId: await t.orgId('Nordic Shield Distribution AS'),
      target: cybrId,
      after: { provider: 'microsoft', tenantId: tenant, objectId: 'oid-ingrid', expiresIn: 900 },
    });
    expect(await issuedSoFar()).toEqual({ sessions: before.sessions + 1, audits: before.audits + 1 });
    expect(microsoft.keyRequests).toContain(tenant);
  });

  it('accepts a v1.0 assertion (Teams single sign-on) naming the person by upn', async () => {
    const assertion = await microsoft.sign(resellerTenant, {
      iss: `https://sts.windows.net/${resellerTenant}/`,
      upn: demoAccounts.reseller.email,
      ver: '1.0',
    });
    const response = await exchange(resellerTenant.toUpperCase(), assertion);
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: api('/api/v1/users/me'),
      cookies: { portal_session: response.json().token },
    });
    expect(me.json()).toMatchObject({ email: demoAccounts.reseller.email });
  });

  const person = { preferred_username: distributorEmail };
  it.each<[string, () => Promise<string>]>([
    ['a forged signature', () => microsoft.sign(tenant, person, { foreignKey: true })],
    ['an expired assertion', () => microsoft.sign(tenant, person, { expiresIn: -120 })],
    ['one not valid yet', () => microsoft.sign(tenant, { ...person, nbf: Math.floor(Date.now() / 1000) + 600 })],
    ['one without an expiry', () => microsoft.sign(tenant, person, { omit: ['exp'] })],
    ['another audience', () => microsoft.sign(tenant, { ...person, aud: 'some-other-app' })],
    [
      "another tenant's issuer",
      () => microsoft.sign(tenant, { ...person, iss: `${microsoft.base}/${resellerTenant}/v2.0` }),
    ],
    ['an issuer outside Microsoft', () => microsoft.sign(tenant, { ...person, iss: 'https://evil.example/v2.0' })],
    ['a tid other than the path', () => microsoft.sign(tenant, { ...person, tid: resellerTenant })],
    ['no tid', () => microsoft.sign(tenant, person, { omit: ['tid'] })],
    [
      "another tenant's whole assertion",
      () => microsoft.sign(resellerTenant, { preferred_username: demoAccounts.reseller.email }),
    ],
    ['an algorithm other than RS256', () => microsoft.sign(tenant, person, { alg: 'RS384' })],
    [
      'an unsigned assertion',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...person, tid: tenant, aud: clientId, iss: `${microsoft.base}/${tenant}/v2.0`, exp: 9999999999 })).toString('base64url')}.`,
    ],
    ['something not a token', async () => 'not-a-token'],
    [
      'a person unknown to the portal',
      () => microsoft.sign(tenant, { preferred_username: 'nobody@nordicshield.example' }),
    ],
    [
      "a member of another tenant's organisation",
      () => microsoft.sign(tenant, { preferred_username: demoAccounts.reseller.email }),
    ],
    ['no sign-in name', () => microsoft.sign(tenant, {})],
  ])('refuses %s with 401, issuing nothing', async (_, make) => {
    const before = await issuedSoFar();
    const response = await exchange(tenant, await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await issuedSoFar()).toEqual(before);
  });

  it('refuses a tenant linked to no organisation with 401 without asking Microsoft for its keys', async () => {
    const before = await issuedSoFar();
    const response = await exchange(unlinkedTenant, await microsoft.sign(unlinkedTenant, person));
    expect(response.statusCode).toBe(401);
    expect(microsoft.keyRequests).not.toContain(unlinkedTenant);
    expect(await issuedSoFar()).toEqual(before);
  });

  it('refuses a person no longer active with 401', async () => {
    const cybrId = await userId(demoAccounts.reseller.email);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.cybrId, cybrId));
    try {
      const before = await issuedSoFar();
      const response = await exchange(
        resellerTenant,
        await microsoft.sign(resellerTenant, { preferred_username: demoAccounts.reseller.email }),
      );
      expect(response.statusCode).toBe(401);
      expect(await issuedSoFar()).toEqual(before);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.cybrId, cybrId));
    }
  });

  it.each([
    ['not-a-guid', 'x', 'tenantId'],
    ['..%2F..%2Fevil', 'x', 'tenantId'],
    [tenant, 'x'.repeat(4097), 'assertion'],
  ])('refuses tenant %s with 400 naming %s', async (tenantId, assertion, field) => {
    const before = await issuedSoFar();
    const response = await t.app.inject({
      method: 'GET',
      url: api(`/api/v1/providers/microsoft/${tenantId}/tokens/${assertion}`),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await issuedSoFar()).toEqual(before);
  });

  it("answers 502 when Microsoft's keys cannot be fetched, issuing nothing", async () => {
    microsoft.setFailing(true);
    try {
      const before = await issuedSoFar();
      const response = await exchange(
        customerTenant,
        await microsoft.sign(customerTenant, { preferred_username: demoAccounts.customer.email }),
      );
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
      expect(await issuedSoFar()).toEqual(before);
    } finally {
      microsoft.setFailing(false);
    }
  });

  it('limits exchanges per client address (429), issuing nothing once limited', async () => {
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++) status = (await exchange(tenant, 'not-a-token')).statusCode;
    expect(status).toBe(429);
    const before = await issuedSoFar();
    const response = await exchange(tenant, await microsoft.sign(tenant, person));
    expect(response.statusCode).toBe(429);
    expect(await issuedSoFar()).toEqual(before);
  });
});

describe('GET /api/v1/providers/microsoft/{tenantId}/tokens/{assertion} without Microsoft set up', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('answers 400 PROVIDER_NOT_CONFIGURED', async () => {
    const response = await bare.app.inject({
      method: 'GET',
      url: api(`/api/v1/providers/microsoft/${tenant}/tokens/abc.def.ghi`),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });
  });
});
