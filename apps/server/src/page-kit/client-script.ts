import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { apiBasePath } from '@portal/contracts';

/** A page's browser script: a JavaScript file beside the page, read once at start-up. */
export interface ClientScript {
  /** Where the page loads it from. */
  url: string;
  source: string;
}

export const readClientScript = (file: URL): string => readFileSync(file, 'utf8');

export const clientScript = (url: string, file: URL): ClientScript => ({ url, source: readClientScript(file) });

/**
 * Serves the script from the page's own origin, so the Content-Security-Policy (script-src 'self')
 * runs it while refusing every inline script.
 */
export function serveClientScript(app: FastifyInstance, script: ClientScript): void {
  app.get(script.url, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script.source),
  );
}

/** The element that loads the script; the script finds the API on it (document.currentScript.dataset.api). */
export const scriptElement = (script: ClientScript): string =>
  `<script src="${script.url}" data-api="${apiBasePath}/api/v1"></script>`;

/** The Content-Security-Policy source that lets exactly this inline script run. */
export const inlineScriptSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
