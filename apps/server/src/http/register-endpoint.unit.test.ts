import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiBasePath, endpoint } from '@portal/contracts';
import { registerErrorHandler } from './error-handler.ts';
import { registerEndpoint } from './register-endpoint.ts';

// Calls shaped like the catalogue's: one that takes nothing, one with an all-optional body.
const ping = endpoint({
  method: 'POST',
  path: '/ping',
  response: z.object({ ok: z.literal(true) }),
  summary: 'Takes no input at all',
});
const settings = endpoint({
  method: 'PATCH',
  path: '/settings/{id}',
  params: z.object({ id: z.string().max(8) }),
  query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
  body: z.object({ enabled: z.boolean().optional() }),
  response: z.object({ enabled: z.boolean() }),
  summary: 'Every body field optional',
});

let app: FastifyInstance;
const handled: unknown[] = [];

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  registerEndpoint(app, ping, async () => (handled.push('ping'), { ok: true as const }));
  registerEndpoint(app, settings, async ({ body }) => (handled.push(body), { enabled: body.enabled ?? false }));
  await app.ready();
});
afterAll(() => app.close());

const send = async (method: 'POST' | 'PATCH', path: string, payload?: string) => {
  handled.length = 0;
  const headers = payload === undefined ? {} : { 'content-type': 'application/json' };
  const response = await app.inject({
    method,
    url: apiBasePath + path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json(), handled: [...handled] };
};

describe('registered endpoints refuse what their contract does not take', () => {
  it('a body sent to a call that takes none, instead of ignoring it', async () => {
    expect(await send('POST', '/ping', '{"x":"\\u0000"}')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', fields: [{ field: 'body' }] },
      handled: [],
    });
    expect(await send('POST', '/ping', '{}')).toMatchObject({ status: 400, handled: [] });
    expect(await send('POST', '/ping')).toMatchObject({ status: 200, handled: ['ping'] });
  });

  it('a JSON null where the body is an object, even when every field is optional', async () => {
    expect(await send('PATCH', '/settings/a', 'null')).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'body' }] },
      handled: [],
    });
    expect(await send('PATCH', '/settings/a')).toMatchObject({ status: 200, handled: [{}] });
  });

  it('text no field can hold in a query the call does not read', async () => {
    expect(await send('POST', '/ping?note=a%00b')).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'note' }] },
      handled: [],
    });
  });

  it('an escape in the query that decodes to no text, where the parser would keep it as literal text', async () => {
    for (const query of ['dryRun=%', 'x=%E0%A4%A', 'x=%ED%A0%80', '%zz=1']) {
      expect(await send('PATCH', `/settings/a?${query}`, '{}'), query).toMatchObject({
        status: 400,
        body: { fields: [{ field: 'query' }] },
        handled: [],
      });
    }
    expect(await send('PATCH', '/settings/a?dryRun=true&note=%25+%C3%A9', '{}')).toMatchObject({ status: 200 });
  });

  it('names the part the input came in when the offending key is empty', async () => {
    expect((await send('POST', '/ping?=%00')).body.fields).toEqual([{ field: 'query', message: 'Invalid input' }]);
  });
});
