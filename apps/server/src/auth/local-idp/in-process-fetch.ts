import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

export const internalHeader = 'x-portal-internal';

/**
 * The portal's OIDC client talks to the built-in provider without leaving the process: no
 * network hop, no dependence on the public URL resolving from inside the server, and the calls
 * are marked (with a per-process secret) so the provider's rate limit does not count them.
 */
export function inProcessFetch(app: FastifyInstance, secret: string): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-proto': target.protocol.replace(':', ''),
        [internalHeader]: secret,
      },
      ...(options.body === undefined || options.body === null ? {} : { payload: String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
