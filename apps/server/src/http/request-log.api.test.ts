import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 0, { logger: pino({ level: 'info' }, sink) });
  // A handler that fails the way a bug would, with internals in its message.
  t.app.get(api('/test/failing'), async () => {
    throw new Error('relation "secret_table" does not exist at character 15');
  });
});
afterAll(() => t.close());

const linesFor = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('the request log', () => {
  it('writes one JSON line per request with its id, method, path, status and time, and who asked', async () => {
    const cookie = await t.cookieFor('distributor');
    const response = await t.app.inject({ url: api('/api/v1/users/me'), headers: { cookie } });
    const [line, ...more] = linesFor(response.headers['x-request-id'] as string);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      url: api('/api/v1/users/me'),
      status: 200,
      ms: expect.any(Number),
      cybrId: expect.any(String),
    });
    expect(JSON.stringify(line)).not.toContain('portal_session');
  });

  it('keeps the authorisation code and state of a sign-in callback out of the log', async () => {
    const response = await t.app.inject({ url: api('/api/v1/login/callback?code=secret-code&state=secret-state') });
    expect(JSON.stringify(linesFor(response.headers['x-request-id'] as string))).not.toContain('secret-');
  });

  it('keeps the Microsoft assertion of a token exchange out of the log', async () => {
    const response = await t.app.inject({
      url: api('/api/v1/providers/microsoft/00000000-0000-0000-0000-000000000000/tokens/secret-assertion'),
    });
    const [line] = linesFor(response.headers['x-request-id'] as string);
    expect(line).toMatchObject({
      url: api('/api/v1/providers/microsoft/00000000-0000-0000-0000-000000000000/tokens/[assertion]'),
    });
    expect(JSON.stringify(line)).not.toContain('secret-');
  });

  it('logs a failure with its cause under the request id the partner is shown, and shows the partner nothing of it', async () => {
    const response = await t.app.inject({ url: api('/test/failing') });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/secret_table|relation|at character/);
    const logged = JSON.stringify(linesFor(body.requestId));
    expect(logged).toContain('secret_table');
    expect(logged).toContain('"level":50');
  });
});
