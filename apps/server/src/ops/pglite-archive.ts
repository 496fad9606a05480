import { gunzipSync } from 'node:zlib';
import { CommandError, reason } from './command-error.ts';

const block = 512;
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').replace(/\0.*$/s, '');

/** The names in a tar archive, read from its headers; throws when a header or an entry is cut short. */
function tarEntryNames(tar: Uint8Array): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + block <= tar.length) {
    const header = tar.subarray(offset, offset + block);
    if (header.every((b) => b === 0)) return names;
    if (text(header.subarray(257, 262)) !== 'ustar') throw new Error(`no tar header at byte ${offset}`);
    const size = parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const prefix = text(header.subarray(345, 500));
    names.push(`${prefix ? `${prefix}/` : ''}${text(header.subarray(0, 100))}`);
    offset += block + Math.ceil(size / block) * block;
  }
  if (offset !== tar.length) throw new Error('the last entry is cut short');
  return names;
}

/**
 * The tar archive inside a backup of the embedded database, checked before anything is written:
 * gzip's checksum catches a damaged or truncated file, and a data directory must hold PG_VERSION.
 */
export function readPgliteArchive(file: string, bytes: Buffer<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let tar: Uint8Array<ArrayBuffer>;
  let names: string[];
  try {
    tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
    names = tarEntryNames(tar);
  } catch (error) {
    throw new CommandError(`${file} is damaged or incomplete (${reason(error)}): nothing was restored.`);
  }
  if (!names.some((name) => name.replace(/^\.?\/+/, '') === 'PG_VERSION')) {
    throw new CommandError(`${file} is not a backup of the embedded database: it holds no PostgreSQL data directory.`);
  }
  return tar;
}
