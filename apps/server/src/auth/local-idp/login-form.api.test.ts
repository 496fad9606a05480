import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpLoginFailures } from '../../db/schema.ts';
import { openSignInForm, type SignInForm } from '@portal/test-kit/sign-in-form.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let form: SignInForm;
beforeAll(async () => {
  t = await createTestApp();
  form = await openSignInForm(t);
});
afterAll(() => t.close());

const post = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: form.action,
    headers: { ...form.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('the built-in identity provider’s login form', () => {
  it.each([
    ['an e-mail address', 'email=%ED%A0%80&password=wrong'],
    ['a password', 'email=ola%40example.no&password=%ZZ'],
  ])('refuses %s whose escapes decode to no text, and counts no failed attempt', async (_what, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your email address and password');
    expect(await t.database.db.select().from(idpLoginFailures)).toEqual([]);
  });

  it('still counts a wrong password sent as a proper form', async () => {
    expect((await post('email=ola%40example.no&password=wrong')).statusCode).toBe(401);
    expect(await t.database.db.select().from(idpLoginFailures)).toMatchObject([
      { emailKey: 'ola@example.no', failures: 1 },
    ]);
  });
});
