import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientScript, inlineScriptSource, scriptElement } from './client-script.ts';

const serverSource = path.join(import.meta.dirname, '..');
const clientFiles = readdirSync(serverSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.client.js'),
);

describe('the pages’ browser scripts', () => {
  it('are read from their file and loaded from the page’s origin, the API named on the element', () => {
    const script = clientScript(
      '/platform/mode.js',
      new URL('../areas/platform/pages/platform-page.client.js', import.meta.url),
    );
    expect(script.source).toContain('data-sign-out');
    expect(scriptElement(script)).toBe(
      '<script src="/platform/mode.js" data-api="/app/baloo-router-api/api/v1"></script>',
    );
  });

  it('allow an inline script by the hash of exactly its text', () => {
    const hash = createHash('sha256').update('go()').digest('base64');
    expect(inlineScriptSource('go()')).toBe(`'sha256-${hash}'`);
  });

  it.each(clientFiles)('%s is JavaScript a browser parses', (file) => {
    // As a classic script, which is how the pages load them.
    expect(() => new Function(readFileSync(path.join(serverSource, file), 'utf8'))).not.toThrow();
  });
});
