import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The shell names the current build's assets, so a stored copy would load an old (or missing) build. */
const shellCacheControl = 'no-store';
/** Files copied as they are (Vite's public/), whose names do not change with their content. */
const plainFileCacheControl = 'no-cache';
/** A hashed asset never changes under its name (a new build gets new names): public, a year, immutable. */
const oneYearMs = 31_536_000_000;
const compressedVariant = /\.(br|gz)$/;

export interface PortalOptions {
  /** Whether the request carries a live session. */
  hasSession(request: FastifyRequest): Promise<boolean>;
}

/**
 * Serves the built single-page app under /partner. Hashed assets go out precompressed (brotli or
 * gzip, as the browser accepts, produced at build time) and cached for a year; every other
 * /partner path gets the shell, index.html, which is never cached.
 */
export async function registerPortal(app: FastifyInstance, dist: string, options: PortalOptions): Promise<void> {
  // Files other than the shell and the assets (Vite's public/ folder, if any), served by name.
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/partner/',
    index: false,
    wildcard: false,
    globIgnore: ['index.html', 'assets/**'],
    cacheControl: false,
    // The shell is sent through this plugin too, with its own policy set beforehand.
    setHeaders: (reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', plainFileCacheControl);
    },
  });
  const assets = path.join(dist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/partner/assets/',
      index: false,
      preCompressed: true,
      maxAge: oneYearMs,
      immutable: true,
      // The .br/.gz files are encodings of their asset, not resources of their own.
      allowedPath: (pathName) => !compressedVariant.test(pathName),
      decorateReply: false,
    });
  }
  const sendShell = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', shellCacheControl)
      .type('text/html; charset=utf-8')
      .sendFile('index.html', dist, { cacheControl: false });
  app.get('/partner', sendShell);
  app.get('/partner/*', sendShell);
  // Someone signed in has no business on the sign-in page unless it has a message for them. Deciding
  // here, before any code loads, keeps the API client and the endpoint catalogue off that page.
  const sendLogin = async (
    request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>,
    reply: FastifyReply,
  ) => {
    const hasMessage = request.query.reason !== undefined || request.query.error !== undefined;
    if (!hasMessage && (await options.hasSession(request)))
      return reply.header('cache-control', shellCacheControl).redirect('/partner/');
    return sendShell(request, reply);
  };
  app.get('/partner/login', sendLogin);
  app.get('/partner/login/', sendLogin);
  app.get('/', (_request, reply) => reply.redirect('/partner'));
  // Browsers and tools ask for /favicon.ico whatever the page links to: send them the portal's icon.
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('cache-control', plainFileCacheControl).redirect('/partner/favicon.svg', 301),
  );
}
