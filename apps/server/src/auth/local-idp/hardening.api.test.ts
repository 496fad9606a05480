import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appSecrets, oidcModels } from '../../db/schema.ts';
import { demoPassword } from '../../seed/demo.ts';
import { sweepExpired } from '../../sweeper.ts';
import { api, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { testBrowser } from '@portal/test-kit/test-browser.ts';
import { failureLimit } from './throttle.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  const listening = await listeningTestApp();
  t = listening;
  base = listening.base;
});
afterAll(() => t.close());

describe('the built-in identity provider refuses what it cannot store', () => {
  it('answers a NUL in the e-mail with 400 and the form again', async () => {
    const b = testBrowser(base);
    const page = await b.startSignIn();
    const done = await b.submit(page.html, { email: 'a\u0000b@x.example', password: 'x' }, page.url);
    expect(done.response.status).toBe(400);
    expect(await done.response.text()).toContain('<form');
  });

  it.each([
    [
      'an authorisation request for client %00',
      '/oidc/auth?client_id=%00&response_type=code&scope=openid&redirect_uri=x',
    ],
    ['an interaction id with NUL', '/oidc/interaction/%00'],
  ])('answers %s with a 4xx page, never a server error', async (_what, url) => {
    const response = await fetch(base + url, { redirect: 'manual' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('answers a token request for client %00 with 4xx', async () => {
    const response = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=x&client_id=%00&client_secret=y',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('sends a sign-in callback with state %00 back to the login page', async () => {
    const response = await fetch(`${base}${api('/api/v1/login/callback?code=x&state=%00')}`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/partner/login?error=sign-in-failed');
  });
});

describe('configuration of the built-in identity provider', () => {
  it('offers only the authorisation-code flow', async () => {
    const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      string[]
    >;
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
  });

  it('uses a generated client secret, stored once for every process', async () => {
    const [row] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'local-idp-client-secret'));
    expect(typeof row?.value).toBe('string');
    expect((row!.value as string).length).toBeGreaterThanOrEqual(40);
  });
});

describe('failed passwords', () => {
  it(`closes an address for a while after ${failureLimit} wrong passwords, even to the right one`, async () => {
    const b = testBrowser(base);
    for (let i = 0; i < failureLimit; i++) {
      const page = await b.startSignIn();
      expect(
        (await b.submit(page.html, { email: 'reseller2@portal.example', password: `wrong-${i}` }, page.url)).response
          .status,
      ).toBe(401);
    }
    const page = await b.startSignIn();
    const locked = await b.submit(page.html, { email: 'reseller2@portal.example', password: demoPassword }, page.url);
    expect(locked.response.status).toBe(429);
    expect(await locked.response.text()).toMatch(/Too many failed attempts for this address/);
  });

  it('answers an address nobody has exactly as one that exists, so accounts cannot be told apart', async () => {
    const b = testBrowser(base);
    const statuses: number[] = [];
    for (let i = 0; i <= failureLimit; i++) {
      const page = await b.startSignIn();
      statuses.push(
        (await b.submit(page.html, { email: 'nobody@portal.example', password: 'x' }, page.url)).response.status,
      );
    }
    expect(statuses).toEqual([...Array(failureLimit).fill(401), 429]);
  });
});

describe('anonymous load on the identity provider', () => {
  it('rate-limits authorisation requests per client', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 130; i++)
      statuses.add(
        (await t.app.inject({ url: '/oidc/auth?client_id=partner-portal', remoteAddress: '10.1.2.3' })).statusCode,
      );
    expect(statuses.has(429)).toBe(true);
  });

  it('sweeps expired rows', async () => {
    await t.database.db
      .insert(oidcModels)
      .values({ kind: 'Interaction', id: 'old-one', payload: {}, expiresAt: sql`now() - interval '1 hour'` as never });
    await sweepExpired(t.database.db, 3600);
    expect(await t.database.db.select().from(oidcModels).where(eq(oidcModels.id, 'old-one'))).toEqual([]);
  });
});
