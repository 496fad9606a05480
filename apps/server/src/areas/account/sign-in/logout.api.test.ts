import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = async (cookie: string, query = '', body?: string) =>
  t.app.inject({
    method: 'POST',
    url: api(`/api/v1/logout${query}`),
    headers: {
      cookie,
      origin: t.config.publicUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: api('/api/v1/users/me'), headers: { cookie } })).statusCode === 200;

describe('POST /api/v1/logout with input it does not take', () => {
  it.each([
    ['a body', '', '{"reason":"\\u0000"}'],
    ['an empty JSON object', '', '{}'],
    ['an escape in the query that decodes to nothing', '?x=%ED%A0%80', undefined],
    ['a NUL in the query', '?x=%00', undefined],
  ])('is refused with 400 when it carries %s, and the session goes on', async (_what, query, body) => {
    const cookie = await t.cookieFor('reseller');
    const audited = await t.database.db.select().from(auditLog);
    const response = await logout(cookie, query, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ field: expect.any(String) }] });
    expect(await signedIn(cookie)).toBe(true);
    expect(await t.database.db.select().from(auditLog)).toEqual(audited);
  });

  it('still signs out when it carries nothing', async () => {
    const cookie = await t.cookieFor('reseller');
    expect((await logout(cookie)).statusCode).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });
});
