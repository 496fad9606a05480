import type { TestApp } from './test-app.ts';
import { api } from './test-app.ts';

/** Sends a request the way the portal does: with the session cookie, and for writes its own Origin (CSRF check). */
export function requester(t: TestApp) {
  const origin = new URL(t.config.publicUrl).origin;
  return async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: api(url),
      headers: { cookie, ...(method === 'GET' ? {} : { origin }) },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
}
