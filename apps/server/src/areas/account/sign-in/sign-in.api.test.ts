import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import { demoPassword } from '../../../seed/demo.ts';
import { api, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { testBrowser } from '@portal/test-kit/test-browser.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  const listening = await listeningTestApp();
  t = listening;
  base = listening.base;
});
afterAll(() => t.close());

async function signIn(email: string, password: string, origin = base) {
  const b = testBrowser(origin);
  const { done, html } = await b.signIn(email, password);
  return { b, done, html };
}

describe('OpenID Connect sign-in through the built-in identity provider', () => {
  it('starts with a link to the issuer carrying PKCE, state and nonce', async () => {
    const response = await fetch(`${base}${api('/api/v1/login?auth-provider=microsoft&popup-enabled=false')}`);
    const link = new URL(((await response.json()) as { link: string }).link);
    expect(link.href.startsWith(`${t.config.oidc.issuer}/`)).toBe(true);
    expect(link.searchParams.get('code_challenge_method')).toBe('S256');
    expect(link.searchParams.get('state')).toBeTruthy();
    expect(link.searchParams.get('nonce')).toBeTruthy();
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('portal_login_state='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('rejects an unknown auth-provider with 400 naming it', async () => {
    const response = await fetch(`${base}${api('/api/v1/login?auth-provider=google')}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: { field: string }[] }).fields[0]!.field).toBe('auth-provider');
  });

  it('signs the distributor in, lands on /partner with an HttpOnly session, and signs out on the server', async () => {
    const { b, done, html } = await signIn('Distributor@portal.example', demoPassword);
    expect(html).toContain('<label for="password">');
    expect(done.url).toBe(`${base}/partner`);
    expect(b.jar.has('portal_session')).toBe(true);

    const me = await b.request(api('/api/v1/users/me'));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('distributor@portal.example');

    const token = b.jar.get('portal_session')!;
    expect((await b.request(api('/api/v1/logout'), { method: 'POST' })).status).toBe(200);
    // The old cookie is dead on the server, not just forgotten by the browser.
    const replay = await fetch(`${base}${api('/api/v1/users/me')}`, { headers: { cookie: `portal_session=${token}` } });
    expect(replay.status).toBe(401);
    const actions = (await t.database.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['session.sign-in', 'session.sign-out']));
  });

  it('finishes on the loopback alias the browser started from, so its cookies match', async () => {
    const alias = base.replace('127.0.0.1', 'localhost');
    const { b, done } = await signIn('reseller@portal.example', demoPassword, alias);
    expect(done.url).toBe(`${alias}/partner`);
    expect((await b.request(api('/api/v1/users/me'))).status).toBe(200);
  });

  it('keeps the login form with an error for a wrong password', async () => {
    const { b, done } = await signIn('distributor@portal.example', 'wrong');
    expect(done.response.status).toBe(401);
    expect(await done.response.text()).toContain('Wrong email or password');
    expect(b.jar.has('portal_session')).toBe(false);
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const { link } = (await (await fetch(`${base}${api('/api/v1/login?auth-provider=microsoft')}`)).json()) as {
      link: string;
    };
    const state = new URL(link).searchParams.get('state');
    const response = await fetch(`${base}${api(`/api/v1/login/callback?code=x&state=${state}`)}`, {
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe('/partner/login?error=sign-in-failed');
  });

  it('answers 401 to a logout without a session', async () => {
    expect((await fetch(`${base}${api('/api/v1/logout')}`, { method: 'POST', headers: { origin: base } })).status).toBe(
      401,
    );
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 once one client starts too many sign-ins in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (await t.app.inject({ url: api('/api/v1/login?auth-provider=microsoft'), remoteAddress: '10.9.9.9' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
