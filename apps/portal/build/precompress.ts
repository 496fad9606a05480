import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|json|svg|html|txt|map)$/;

/**
 * Writes a .br and a .gz beside each hashed asset, once per build, at the highest levels: the
 * server then sends them as they are (no compression per request). A variant that is not
 * smaller than the asset is left out, and the server falls back to the next one.
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'portal:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const files = (await readdir(assetsDir)).filter((name) => compressible.test(name));
      await Promise.all(files.map((name) => compressFile(path.join(assetsDir, name))));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}
