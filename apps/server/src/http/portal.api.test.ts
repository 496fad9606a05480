import { mkdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPortal } from './portal.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const styles = `.a { color: red; }\n`.repeat(100);
const shell = '<!doctype html><html lang="en"><div id="root"></div></html>';

let dist: string;
let app: FastifyInstance;

/** A built portal as Vite and the precompress step leave it: each asset beside its .br and .gz. */
function writeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), shell);
  writeFileSync(path.join(dir, 'favicon.txt'), 'icon');
  for (const [name, text] of [
    ['index-Ab12Cd34.js', script],
    ['index-Ef56Gh78.css', styles],
  ] as const) {
    const file = path.join(dir, 'assets', name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dir;
}

beforeAll(async () => {
  dist = writeDist();
  app = Fastify();
  await registerPortal(app, dist, { hasSession: async (request) => request.headers.cookie === 'portal_session=live' });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('hashed portal assets', () => {
  it('go out as brotli to a browser that accepts it, cached for a year', async () => {
    const response = await get('/partner/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it('go out as gzip to a client that accepts gzip but not brotli', async () => {
    const response = await get('/partner/assets/index-Ef56Gh78.css', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(styles);
  });

  it('go out uncompressed to a client that accepts no compression, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/partner/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('answer a missing asset with 404, not with the shell (a script tag must not get HTML)', async () => {
    const response = await get('/partner/assets/index-Gone0000.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
  });

  it('do not expose the compressed files as resources of their own', async () => {
    for (const url of ['/partner/assets/index-Ab12Cd34.js.br', '/partner/assets/index-Ab12Cd34.js.gz']) {
      expect((await get(url, 'br')).statusCode).toBe(404);
    }
  });
});

describe('the single-page app shell', () => {
  it.each([
    '/partner',
    '/partner/',
    '/partner/login',
    '/partner/manage-customers?page=2',
    '/partner/no/such/page',
    '/partner/index.html',
  ])('%s gets index.html, never cached', async (url) => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(shell);
  });

  it('other files of the build keep their names, so they are revalidated rather than kept', async () => {
    const response = await get('/partner/favicon.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('icon');
  });

  it('/ leads to the portal', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/partner');
  });

  it('/favicon.ico leads to the icon the build ships', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/partner/favicon.svg');
    const source = path.join(import.meta.dirname, '../../../portal/public/favicon.svg');
    expect(readFileSync(source, 'utf8')).toMatch(/^<svg /);
  });
});

describe('the sign-in page', () => {
  const withSession = { cookie: 'portal_session=live' };

  it('sends someone with a live session on to the portal before any code loads', async () => {
    for (const url of ['/partner/login', '/partner/login/', '/partner/login?next=1']) {
      const response = await app.inject({ url, headers: withSession });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/partner/');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('is shown to someone without a session', async () => {
    const response = await app.inject({ url: '/partner/login', headers: { cookie: 'portal_session=expired' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(shell);
  });

  it('is shown with a session when it has a message to give (reason or error)', async () => {
    for (const url of ['/partner/login?reason=signedOutError', '/partner/login?error=sign-in-failed']) {
      const response = await app.inject({ url, headers: withSession });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
    }
  });
});
