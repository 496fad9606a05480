import { api } from './test-app.ts';

/**
 * A minimal browser for sign-in flows over real HTTP: follows redirects by hand, keeps cookies
 * (one jar, paths ignored) and, like a browser, sends the page's Origin with every write.
 */
export function testBrowser(origin: string, extraHeaders: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, origin);
    const headers = new Headers({ ...extraHeaders, ...Object.fromEntries(new Headers(init.headers)) });
    if (init.method && init.method !== 'GET') headers.set('origin', target.origin);
    headers.set('cookie', cookieHeader());
    const response = await fetch(target, { ...init, redirect: 'manual', headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
    return response;
  }

  async function follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let response = await request(url, init);
    let current = new URL(url, origin).href;
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location')!, current).href;
      response = await request(current);
    }
    return { response, url: current };
  }

  /** Submits the first form on `html` with these fields. */
  function submit(html: string, fields: Record<string, string>, base: string) {
    const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    return follow(new URL(action, base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Starts sign-in at the portal and returns the identity provider's page it lands on. */
  async function startSignIn() {
    const start = await request(api('/api/v1/login?auth-provider=microsoft&popup-enabled=false'));
    const { link } = (await start.json()) as { link: string };
    const page = await follow(link);
    return { ...page, html: await page.response.text() };
  }

  async function signIn(email: string, password: string) {
    const page = await startSignIn();
    const done = await submit(page.html, { email, password }, page.url);
    return { done, html: page.html };
  }

  return { request, follow, submit, startSignIn, signIn, jar };
}

export type TestBrowser = ReturnType<typeof testBrowser>;
