import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, userDeliveryPreferences, users } from '../../db/schema.ts';
import { demoAccounts } from '../../seed/demo.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let cookies: Record<'distributor' | 'reseller' | 'customer', string>;
let people: Record<'distributor' | 'reseller' | 'colleague' | 'customer', string>;

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    customer: await t.cookieFor('customer'),
  };
  const idOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.cybrId;
  people = {
    distributor: await idOf(demoAccounts.distributor.email),
    reseller: await idOf(demoAccounts.reseller.email),
    // The distributor's second admin in the demo.
    colleague: await idOf('ola.berg@nordicshield.example'),
    customer: await idOf(demoAccounts.customer.email),
  };
});
afterAll(() => t.close());

const preferenceUrl = (cybrId: string) => `/api/v1/users/${cybrId}/deliveries/preferences`;
const stored = async (cybrId: string) =>
  (await t.database.db.select().from(userDeliveryPreferences).where(eq(userDeliveryPreferences.cybrId, cybrId)))[0]
    ?.preferredDeliveryMethod;

describe('GET /api/v1/users/{cybrId}', () => {
  it('answers the person themselves with their delivery method, and a colleague of the same organisation', async () => {
    const own = await send('GET', `/api/v1/users/${people.distributor}`, cookies.distributor);
    expect(own).toMatchObject({
      status: 200,
      body: { email: demoAccounts.distributor.email, userRole: 'Partner', preferredDeliveryMethod: 'teams' },
    });
    expect(own.body).not.toHaveProperty('cybrOrgId');
    const colleague = await send('GET', `/api/v1/users/${people.colleague}`, cookies.distributor);
    expect(colleague.body).toMatchObject({ fullName: 'Ola Berg', userRole: 'Admin', preferredDeliveryMethod: null });
  });

  it("answers 404 for another partner's people and for nobody, alike, and 401 without a session", async () => {
    const other = await send('GET', `/api/v1/users/${people.distributor}`, cookies.reseller);
    const missing = await send('GET', '/api/v1/users/nobody', cookies.reseller);
    expect(other.status).toBe(404);
    expect({ ...other.body, requestId: null }).toEqual({ ...missing.body, requestId: null });
    expect((await send('GET', `/api/v1/users/${people.reseller}`, '')).status).toBe(401);
  });
});

describe('POST /api/v1/users/{cybrId}/deliveries/preferences', () => {
  it('sets the caller’s own method, audited with before and after, and reads it back', async () => {
    const answer = await send('POST', preferenceUrl(people.reseller), cookies.reseller, {
      preferredDeliveryMethod: 'slack',
    });
    expect(answer).toMatchObject({ status: 200, body: { preferredDeliveryMethod: 'slack' } });
    expect(await stored(people.reseller)).toBe('slack');
    expect((await send('GET', `/api/v1/users/${people.reseller}`, cookies.reseller)).body.preferredDeliveryMethod).toBe(
      'slack',
    );
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delivery-preference'), eq(auditLog.target, people.reseller)));
    expect(entries).toMatchObject([
      {
        actorCybrId: people.reseller,
        before: { preferredDeliveryMethod: 'email' },
        after: { preferredDeliveryMethod: 'slack' },
      },
    ]);
  });

  it('refuses a method outside slack, email and teams with 400 naming the field, changing nothing', async () => {
    const refused = await send('POST', preferenceUrl(people.reseller), cookies.reseller, {
      preferredDeliveryMethod: 'sms',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].field).toBe('preferredDeliveryMethod');
    expect(await stored(people.reseller)).toBe('slack');
  });

  it("refuses a colleague's choice (403) and a stranger's (404), changing nothing", async () => {
    expect(
      (await send('POST', preferenceUrl(people.colleague), cookies.distributor, { preferredDeliveryMethod: 'email' }))
        .status,
    ).toBe(403);
    expect(
      (await send('POST', preferenceUrl(people.reseller), cookies.customer, { preferredDeliveryMethod: 'email' }))
        .status,
    ).toBe(404);
    expect(await stored(people.colleague)).toBeUndefined();
    expect(await stored(people.reseller)).toBe('slack');
  });
});
