import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The portal sends non-partners to the platform app, which this deployment does not serve. */
export function registerPlatformPage(app: FastifyInstance, config: Config): void {
  app.get('/platform', (request, reply) => {
    if (config.platformUrl) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(config.platformUrl + query);
    }
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Platform</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}</style></head>
<body><main><h1>This account belongs to the platform</h1>
<p>Your organisation is not a partner, so it uses the platform app rather than the partner portal.
The platform app is not part of this deployment.</p>
<p><a href="/partner/login">Back to the partner portal sign-in</a></p></main></body></html>`);
  });
}
