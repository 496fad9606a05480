import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (cookie?: string) => t.app.inject({ url: api('/api/v1/users/me'), headers: cookie ? { cookie } : {} });

describe('GET /api/v1/users/me', () => {
  it('answers 401 without a session, and with a made-up one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('portal_session=forged')).statusCode).toBe(401);
  });

  it("returns the distributor admin with its organisation's cybrOrgId", async () => {
    const response = await me(await t.cookieFor('distributor'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'distributor@portal.example',
      cybrId: expect.any(String),
      languageCode: 'en',
      organizationData: {
        cybrOrgId: await t.orgId('Nordic Shield Distribution AS'),
        isPistachioPartner: true,
        partnerCybrOrgId: null,
      },
    });
  });

  it('returns a customer admin with a non-partner organisation', async () => {
    const body = (await me(await t.cookieFor('customer'))).json();
    expect(body.organizationData.isPistachioPartner).toBe(false);
    expect(body.organizationData.partnerCybrOrgId).toBeTruthy();
  });
});
