import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The built-in identity provider's sign-in page reached from the portal's sign-in link. */
async function signInPage(query: string, headers: Record<string, string> = {}) {
  const b = testBrowser(base, headers);
  const start = await b.request(api(`/api/v1/login?auth-provider=microsoft${query}`));
  const { link } = (await start.json()) as { link: string };
  const page = await b.follow(link);
  return { link, html: await page.response.text() };
}

describe("the sign-in form speaks the portal's language", () => {
  it('passes the language the portal asks for to the provider as ui_locales, and the form is written in it', async () => {
    const { link, html } = await signInPage('&lang=de');
    expect(new URL(link).searchParams.get('ui_locales')).toBe('de');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Anmelden');
    expect(html).not.toContain('>Sign in<');
  });

  it("falls back to the browser's Accept-Language, then English", async () => {
    expect((await signInPage('', { 'accept-language': 'nb-NO,nb;q=0.9' })).html).toContain('<html lang="nb"');
    expect((await signInPage('', { 'accept-language': 'xx' })).html).toContain('<html lang="en"');
  });
});
