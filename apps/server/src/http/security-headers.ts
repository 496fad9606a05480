import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { apiBasePath } from '@portal/contracts';
import type { Config } from '../config.ts';

type Headers = [name: string, value: string][];

const assetsPath = '/partner/assets/';

/** Runs helmet once against a recording response: the headers are the same for every page, so they are computed once. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Headers {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

export function securityHeaders(config: Config): { pages: Headers; api: Headers; assets: Headers } {
  // Strict-Transport-Security only where the portal is served over https: on http it would be
  // ignored at best, and would break a laptop's other http://localhost apps at worst.
  const hsts: Headers = config.secureCookies
    ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']]
    : [];
  const pages = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine sets inline styles; scripts stay same-origin only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        // Sign-in forms post to the provider, whose answer redirects to the origin sign-in started from.
        // (CSP cannot name an IPv6 literal such as [::1]; 'self' still covers it when it is the page's own origin.)
        formAction: [
          "'self'",
          ...config.allowedOrigins.filter((o) => !o.includes('[')),
          ...(config.oidc.local ? [] : [new URL(config.oidc.issuer).origin]),
        ],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: false,
    // Not helmet's no-referrer: with it a browser sends `Origin: null` on a form post, and the
    // CSRF defence could not tell our own sign-in form from anyone's. No referrer leaves the site either way.
    referrerPolicy: { policy: 'same-origin' },
  });
  // JSON is never a page: nothing may load from it or frame it.
  const api: Headers = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-resource-policy', 'same-origin'],
  ];
  // Scripts and styles are not documents: a page's policies do not apply to them, only nosniff does.
  const assets: Headers = [
    ['x-content-type-options', 'nosniff'],
    ['cross-origin-resource-policy', 'same-origin'],
  ];
  return { pages: [...pages, ...hsts], api: [...api, ...hsts], assets: [...assets, ...hsts] };
}

/**
 * Set on the raw response so they also reach pages the identity provider writes itself (it
 * adds its own inline-script hashes to this Content-Security-Policy).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const { pages, api, assets } = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith(apiBasePath) ? api : request.url.startsWith(assetsPath) ? assets : pages;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
