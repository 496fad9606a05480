import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let cookie: string;
let distributorId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieFor('distributor');
  distributorId = await t.orgId('Nordic Shield Distribution AS');
});
afterAll(() => t.close());

describe('input PostgreSQL cannot take never reaches it', () => {
  it.each([
    ['an organisation id', 'cybrOrgId', () => api('/api/v1/organizations/%00')],
    ['a partner id', 'cybrOrgId', () => api('/api/v2/partners/a%00b')],
    ["a partner's customer list", 'cybrOrgId', () => api('/api/v1/partners/%00/organizations')],
    ['search text', 'search', () => api(`/api/v1/partners/${distributorId}/organizations?search=%00`)],
  ])('answers a NUL in %s with 400 naming %s', async (_what, field, url) => {
    const response = await t.app.inject({ url: url(), headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ field }] });
  });

  it('still finds names with emoji and other scripts', async () => {
    const response = await t.app.inject({
      url: api(`/api/v1/partners/${distributorId}/organizations?search=${encodeURIComponent('Łódź 🔒')}`),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });
});
