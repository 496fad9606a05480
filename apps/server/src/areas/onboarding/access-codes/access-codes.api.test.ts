import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accessCodes, licenses, organizations } from '../../../db/schema.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let distributor: string;
let distributorId: string;
beforeAll(async () => {
  t = await createTestApp();
  distributor = await t.cookieFor('distributor');
  distributorId = await t.orgId('Nordic Shield Distribution AS');
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url: api(url),
    headers: { cookie, ...(method === 'GET' ? {} : { origin }) },
    ...(payload ? { payload } : {}),
  });
const issue = async (licenses = 25) =>
  (await send('POST', '/api/v1/platform/access-codes', distributor, { licenses, product: 'standard' })).json();
const redeem = (who: { cybrOrgId: string; cookie: string }, code: string) =>
  send('PATCH', `/api/v3/organizations/${who.cybrOrgId}/access-codes/${code}`, who.cookie);

describe('access codes', () => {
  it('lets a distributor issue a code that expires in 30 days by default, and lists it', async () => {
    const code = await issue();
    expect(code).toMatchObject({
      accessCode: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      issuer: distributorId,
      licenses: 25,
      redeemable: true,
      revoked: false,
      partner: null,
    });
    expect(Date.parse(code.expiration) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const list = (await send('GET', `/api/v2/partners/${distributorId}/access-codes`, distributor)).json();
    expect(list.map((c: { accessCode: string }) => c.accessCode)).toContain(code.accessCode);
  });

  it('refuses a reseller issuing codes, and fewer than one licence', async () => {
    expect(
      (
        await send('POST', '/api/v1/platform/access-codes', await t.cookieFor('reseller'), {
          licenses: 5,
          product: 'standard',
        })
      ).statusCode,
    ).toBe(403);
    const none = await send('POST', '/api/v1/platform/access-codes', distributor, { licenses: 0, product: 'standard' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].field).toBe('licenses');
  });

  it("makes the redeeming partner the issuer's reseller with the code's licences, once", async () => {
    const code = await issue(40);
    const reseller = await newPartner(t, 'reseller', 'Bergen IT Partner AS');
    const check = await send(
      'GET',
      `/api/v2/organizations/${reseller.cybrOrgId}/access-codes/${code.accessCode.toLowerCase().replaceAll('-', ' ')}/eligibility`,
      reseller.cookie,
    );
    expect(check.json()).toEqual({ eligible: true, reason: null });
    const redeemed = await redeem(reseller, code.accessCode);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ partner: reseller.cybrOrgId, redeemable: false });
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.cybrOrgId, reseller.cybrOrgId));
    expect(org).toMatchObject({ partnerCybrOrgId: distributorId, distributorCybrOrgId: distributorId });
    const [licence] = await t.database.db.select().from(licenses).where(eq(licenses.cybrOrgId, reseller.cybrOrgId));
    expect(licence).toMatchObject({ productType: 'standard', licenseCap: 40 });
    // The caller's session sees its new place at once (the session cache was told).
    expect((await send('GET', '/api/v1/users/me', reseller.cookie)).json().organizationData.partnerCybrOrgId).toBe(
      distributorId,
    );
    const list = (
      await send('GET', `/api/v1/partners/${distributorId}/organizations?resellersOnly=true&search=Bergen`, distributor)
    ).json();
    expect(list.data.map((o: { organizationName: string }) => o.organizationName)).toEqual(['Bergen IT Partner AS']);

    const replay = await redeem(await newPartner(t, 'reseller'), code.accessCode);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().fields[0]).toEqual({ field: 'accessCode', message: 'This code has already been used' });
  });

  it("refuses, and leaves the code unused, when the distributor's book already holds the organisation's name", async () => {
    const code = await issue(10);
    const [customer] = await t.database.db
      .select({ name: organizations.organizationName })
      .from(organizations)
      .where(eq(organizations.partnerCybrOrgId, distributorId))
      .limit(1);
    const namesake = await newPartner(t, 'reseller', customer!.name.toUpperCase());
    const refused = await redeem(namesake, code.accessCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already has a customer or reseller with your organisation');
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.accessCode, code.accessCode));
    expect(row!.redeemedBy).toBeNull();
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.cybrOrgId, namesake.cybrOrgId));
    expect(org!.partnerCybrOrgId).toBeNull();
  });

  it('lets exactly one of two partners redeeming one code at once win', async () => {
    const code = await issue();
    const [a, b] = [await newPartner(t, 'reseller'), await newPartner(t, 'reseller')];
    const statuses = (await Promise.all([redeem(a, code.accessCode), redeem(b, code.accessCode)]))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });

  it.each([
    ['expired', "expiration = now() - interval '1 day'", 'This code has expired'],
    ['revoked', 'revoked_at = now()', 'This code was revoked'],
  ])('refuses an %s code with its reason, changing nothing', async (_what, change, message) => {
    const code = await issue();
    await t.database.db.execute(sql.raw(`update access_codes set ${change} where access_code = '${code.accessCode}'`));
    const reseller = await newPartner(t, 'reseller');
    const refused = await redeem(reseller, code.accessCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields[0].message).toBe(message);
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.cybrOrgId, reseller.cybrOrgId));
    expect(org!.partnerCybrOrgId).toBeNull();
  });

  it('lets the issuer revoke an unused code, nobody else, and never a used one', async () => {
    const code = await issue();
    const path = `/api/v2/partners/${distributorId}/access-codes/${code.accessCode}`;
    expect((await send('PATCH', path, await t.cookieFor('reseller'), { revoked: true })).statusCode).toBe(404);
    const revoked = await send('PATCH', path, distributor, { revoked: true });
    expect(revoked.json()).toMatchObject({ revoked: true, redeemable: false });
    const used = await issue();
    await redeem(await newPartner(t, 'reseller'), used.accessCode);
    expect(
      (
        await send('PATCH', `/api/v2/partners/${distributorId}/access-codes/${used.accessCode}`, distributor, {
          revoked: true,
        })
      ).statusCode,
    ).toBe(409);
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.accessCode, used.accessCode));
    expect(row!.revokedAt).toBeNull();
  });

  it("keeps a partner's codes and another organisation's eligibility to themselves", async () => {
    const other = await t.cookieFor('reseller2');
    expect((await send('GET', `/api/v2/partners/${distributorId}/access-codes`, other)).statusCode).toBe(404);
    expect(
      (await send('GET', `/api/v2/organizations/${distributorId}/access-codes/ABCD-EFGH-JKMN/eligibility`, other))
        .statusCode,
    ).toBe(404);
  });
});
