import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let cookie: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieFor('distributor');
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';

/**
 * Posts over a real connection the way a streaming client does: the body goes out chunk by chunk,
 * each after the last was taken, without waiting for a 100 Continue. Resolves with what the client
 * read, or the error it got instead.
 */
function post(contentType: string, chunks: Buffer[]): Promise<{ status: number; body: string } | { error: string }> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: api('/api/v1/users/feedback'),
        headers: { cookie, origin, 'content-type': contentType, 'content-length': length },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    const next = (i: number) => (i < chunks.length ? req.write(chunks[i], () => next(i + 1)) : req.end());
    next(0);
  });
}

describe('request bodies over a real connection', () => {
  it('answers a body over the size limit with a readable 413 in the API error shape, not a closed connection', async () => {
    const chunks = Array.from({ length: 80 }, () => Buffer.alloc(64 * 1024, 'a'));
    const answer = await post('application/json', chunks);
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fields: [{ field: 'body' }],
    });
  });

  it.each(['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"'])(
    'refuses a JSON body declared as charset=%s with 415 in the API error shape',
    async (charset) => {
      const answer = await post(`application/json; charset=${charset}`, [
        Buffer.from(JSON.stringify({ score: 7 }), 'utf16le'),
      ]);
      expect(answer).toMatchObject({ status: 415 });
      expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        fields: [{ field: 'body' }],
      });
    },
  );

  it.each(['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8'])(
    'takes a UTF-8 JSON body sent as %s',
    async (type) => {
      const answer = await post(type, [Buffer.from(JSON.stringify({ score: 7, text: 'Blåbærsyltetøy' }), 'utf8')]);
      expect(answer).toMatchObject({ status: 200 });
    },
  );
});
