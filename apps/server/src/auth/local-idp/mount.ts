import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { decodesCleanly } from '../../http/percent-encoding.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { html, pageContext } from './interaction.ts';
import { errorPage } from './pages.ts';
import { idpMountPath } from './provider.ts';
import { registerSignInRoutes } from './sign-in-routes.ts';

// Every anonymous request may make the provider write (an interaction per /auth): bounded per client.
export const providerRateLimit = { max: 120, timeWindow: '1 minute' };

/** The provider sees the scheme, host and client address Fastify resolved, never a client's own claims. */
function forwardAsResolved(request: FastifyRequest): void {
  const headers = request.raw.headers;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-for'] = request.ip;
}

/** Serves the built-in identity provider under /oidc on the portal's own server. */
export async function mountLocalProvider(
  app: FastifyInstance,
  provider: Provider,
  db: Db,
  isInternal: (request: FastifyRequest) => boolean,
): Promise<void> {
  const callback = provider.callback();

  await app.register(async (idp) => {
    // oidc-provider reads request bodies itself: leave the stream untouched.
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    idp.all(
      `${idpMountPath}/*`,
      { config: { rateLimit: { ...providerRateLimit, allowList: isInternal } } },
      (request, reply) => {
        // No identifier the provider looks up can hold NUL; refuse it here rather than deep inside.
        if (/%00/i.test(request.url) || request.url.includes('\u0000')) {
          const context = pageContext(request);
          return html(reply, 400, errorPage(context, context.t('error.title'), context.t('error.badCharacter')));
        }
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        if (!isInternal(request)) forwardAsResolved(request);
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(idpMountPath.length) || '/';
        void callback(raw, reply.raw);
      },
    );
  });

  await app.register(async (forms) => {
    // A form whose escapes decode to no text reads as an empty form, so it is refused like one
    // instead of its raw text being tried (and counted) as an e-mail address or password.
    await forms.register(formbody, {
      bodyLimit: 4096,
      parser: (text) => (decodesCleanly(text) ? parseForm(text) : {}),
    });
    forms.addHook('onRequest', async (request) => forwardAsResolved(request));
    registerSignInRoutes(forms, provider, db);
    registerAccountRoutes(forms, provider, db);
  });
}
