import type { ResourceFileExtension } from '@portal/contracts';

/** What each accepted file (by extension, as the upload contract takes them) is served as. */
export const resourceFileTypes: Record<ResourceFileExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const extensionOf = (fileName: string): ResourceFileExtension =>
  fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() as ResourceFileExtension;

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const zip = [0x50, 0x4b, 0x03, 0x04];
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text files are UTF-8 with no NUL: what a browser shows as text, and what a spreadsheet opens. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// Each accepted type's own signature. The extension decides what the file is served as, so its
// bytes must be that: a page's HTML renamed to .pdf is refused, never handed to a browser.
const looksLike: Record<ResourceFileExtension, (bytes: Buffer) => boolean> = {
  pdf: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  txt: isText,
  csv: isText,
  docx: (b) => startsWith(b, zip),
  pptx: (b) => startsWith(b, zip),
  xlsx: (b) => startsWith(b, zip),
};

/** The content type a file is served as, or null when its bytes are not what its name says. */
export function servedType(fileName: string, bytes: Buffer): string | null {
  const extension = extensionOf(fileName);
  return looksLike[extension]?.(bytes) ? resourceFileTypes[extension] : null;
}

/**
 * Content-Disposition for a download: always an attachment. The plain `filename` keeps printable
 * ASCII only (no quote, backslash, CR or LF can reach the header); `filename*` (RFC 6266/8187)
 * carries the real name, percent-encoded, for every browser in use.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
