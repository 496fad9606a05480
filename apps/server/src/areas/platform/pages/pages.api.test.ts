import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('pages outside the API', () => {
  it('explains /platform when no platform app is configured', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/platform?t=123' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('not part of this deployment');
  });

  it('redirects /platform to PLATFORM_URL, keeping the query', async () => {
    t = await createTestApp({ PLATFORM_URL: 'https://platform.example.com/app' });
    const response = await t.app.inject({ url: '/platform?t=123' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://platform.example.com/app?t=123');
  });

  it('serves the single-page app for every /partner path, and its assets as files', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
    t = await createTestApp({ PORTAL_DIST: dist });
    for (const url of ['/partner', '/partner/login', '/partner/manage-customers?page=2']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
    }
    expect((await t.app.inject({ url: '/partner/app.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ url: '/' })).headers.location).toBe('/partner');
  });

  it('sends a visitor of the sign-in page who has a live session on to the portal', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ PORTAL_DIST: dist });
    const signedIn = await t.app.inject({
      url: '/partner/login',
      headers: { cookie: await t.cookieFor('distributor') },
    });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/partner/');
    const unknownSession = await t.app.inject({
      url: '/partner/login',
      headers: { cookie: 'portal_session=not-a-session' },
    });
    expect(unknownSession.statusCode).toBe(200);
    expect(unknownSession.body).toContain('id="root"');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/app/baloo-router-api/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
