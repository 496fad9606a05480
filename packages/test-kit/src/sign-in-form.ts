import { api, type TestApp } from './test-app.ts';

export interface SignInForm {
  /** Where the built-in identity provider's login form posts to. */
  action: string;
  /** Headers of the browser that opened it: the interaction cookies, the public host and origin. */
  headers: Record<string, string>;
}

/** Starts a sign-in as a browser would, up to the identity provider's login form. */
export async function openSignInForm(t: TestApp): Promise<SignInForm> {
  const { host, origin } = new URL(t.config.publicUrl);
  const start = await t.app.inject({ url: api('/api/v1/login?auth-provider=microsoft'), headers: { host } });
  const link = new URL(start.json<{ link: string }>().link);
  const authorize = await t.app.inject({ url: link.pathname + link.search, headers: { host } });
  const cookies = [authorize.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);
  const form = new URL(String(authorize.headers.location), origin);
  return { action: `${form.pathname}/login`, headers: { host, origin, cookie: cookies.join('; ') } };
}
