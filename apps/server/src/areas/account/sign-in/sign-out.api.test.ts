import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('signing out on a shared computer', () => {
  it('ends the identity provider session too, so the next sign-in asks for the password again', async () => {
    const b = testBrowser(base);
    const { done } = await b.signIn('distributor@portal.example', demoPassword);
    expect(done.url).toBe(`${base}/partner`);

    // Without signing out, "Sign in" walks straight back in: the provider remembers the person.
    const again = await b.startSignIn();
    expect(again.url).toBe(`${base}/partner`);

    const logout = await b.request(api('/api/v1/logout'), { method: 'POST' });
    const { endSessionUrl } = (await logout.json()) as { endSessionUrl: string };
    expect(endSessionUrl.startsWith(`${t.config.oidc.issuer}/session/end`)).toBe(true);
    expect(new URL(endSessionUrl).searchParams.get('id_token_hint')).toBeTruthy();

    // The provider's page submits its confirmation by itself (its own sign-out, with a valid hint)…
    const confirm = await b.follow(endSessionUrl);
    const page = await confirm.response.text();
    expect(page).toContain('Signing you out');
    expect(confirm.response.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
    // …and lands back on the portal's sign-in page.
    const out = await b.submit(
      page,
      { xsrf: /name="xsrf" value="([^"]+)"/.exec(page)![1]!, logout: 'yes' },
      confirm.url,
    );
    expect(out.url).toBe(`${base}/partner/login`);

    const next = await b.startSignIn();
    expect(next.html).toContain('<label for="password">');
    expect((await b.request(api('/api/v1/users/me'))).status).toBe(401);
  });

  it('asks before signing out when the provider is not told who signs out', async () => {
    const b = testBrowser(base);
    await b.signIn('reseller@portal.example', demoPassword);
    const page = await b.follow(`${t.config.oidc.issuer}/session/end`);
    const html = await page.response.text();
    expect(html).toContain('Sign out?');
    expect(html).not.toContain('<script');
  });

  it('gives a browser that signs in again a new session id and ends the one it had', async () => {
    const b = testBrowser(base);
    await b.signIn('reseller2@portal.example', demoPassword);
    const first = b.jar.get('portal_session')!;
    // A second sign-in from the same browser (say, after the provider's own session ended).
    await b.request(`${t.config.oidc.issuer}/session/end`);
    const again = await b.startSignIn();
    if (again.html.includes('password'))
      await b.submit(again.html, { email: 'reseller2@portal.example', password: demoPassword }, again.url);
    const second = b.jar.get('portal_session')!;
    expect(second).not.toBe(first);
    const old = await fetch(`${base}${api('/api/v1/users/me')}`, { headers: { cookie: `portal_session=${first}` } });
    expect(old.status).toBe(401);
  });
});
