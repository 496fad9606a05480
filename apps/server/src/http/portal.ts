import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built single-page app; every /partner path that is not a file gets index.html. */
export async function registerPortal(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, { root: dist, prefix: '/partner/', index: false, wildcard: false });
  const sendApp = (_request: unknown, reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
    // The shell must never be cached: a new build changes its asset names.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/partner', sendApp);
  app.get('/partner/*', sendApp);
  app.get('/', (_request, reply) => reply.redirect('/partner'));
}
