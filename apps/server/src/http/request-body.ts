import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

/** RFC 8259 §8.1: JSON exchanged between systems is UTF-8; the parser reads every body as such. */
const utf8 = new Set(['utf-8', 'utf8']);

function declaredCharset(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * A JSON body declared in another charset (utf-16, latin1, …) would be read as UTF-8 and turn into
 * other text than the client meant: it is refused before it is parsed.
 */
export function registerBodyCharsetCheck(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type'];
    const charset =
      typeof type === 'string' && /^\s*application\/([\w.+-]+\+)?json\b/i.test(type) ? declaredCharset(type) : null;
    if (charset && !utf8.has(charset))
      return done(
        new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json in UTF-8', [
          { field: 'body', message: 'Send the body as application/json in UTF-8' },
        ]),
      );
    done(null, payload);
  });
}

/** More than any upload the API takes; a client sending past this is cut off rather than read. */
const maxDrainBytes = 64 * 1024 * 1024;

/**
 * Fastify refuses an oversized body before reading it and closes the connection; a client still
 * sending then gets a broken pipe instead of the answer. The rest of the body is read and dropped
 * first (up to a bound; the request time-out bounds the time), so the client reads its 413.
 */
export function afterBodyArrives(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      raw.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxDrainBytes) finish();
    };
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
