import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@portal/contracts';
import { call, isValidationEnabled, parseWithSchema, setValidation, ValidationError } from './client.ts';
import { served, withTestServer } from './test-harness.ts';

const ctx = withTestServer();

const feedback = endpoint({
  method: 'POST',
  path: '/api/v1/users/feedback',
  body: z.object({ score: z.number().int().min(1), text: z.string() }),
  response: z.object({ id: z.number() }),
  summary: 'test',
});
const members = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/members',
  params: z.object({ cybrOrgId: z.string().min(3) }),
  query: z.object({ from: z.coerce.number().default(0), order: z.enum(['asc', 'desc']).default('asc') }),
  response: z.object({ total: z.number() }),
  summary: 'test',
});
const badBody = { score: 0, text: 'x' } as unknown as { score: number; text: string };
const answer = (body: unknown) => ctx.server.reset(() => ({ body }));

describe('§5 request validation', () => {
  it('§5: validation is off by default: an invalid body is sent as it is', async () => {
    expect(isValidationEnabled()).toBe(false);
    answer({ id: 1 });
    await call(feedback, { body: badBody });
    expect(JSON.parse(ctx.server.requests[0]?.body ?? '')).toEqual({ score: 0, text: 'x' });
  });

  it('§5: switched on globally, an invalid body throws a ValidationError and nothing is sent', async () => {
    setValidation(true);
    const error = await call(feedback, { body: badBody }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ target: 'body', issues: [expect.objectContaining({ path: ['score'] })] });
    expect((error as ValidationError).cause).toBeInstanceOf(z.ZodError);
    expect(ctx.server.requests).toHaveLength(0);
  });

  it('§5: invalid path parameters and query fail too, before any request', async () => {
    setValidation(true);
    await expect(call(members, { params: { cybrOrgId: 'x' } })).rejects.toMatchObject({ target: 'params' });
    await expect(
      call(members, { params: { cybrOrgId: 'org-1' }, query: { order: 'up' as 'asc' } }),
    ).rejects.toMatchObject({ target: 'query' });
    expect(ctx.server.requests).toHaveLength(0);
  });

  it('§5: validated values are what is sent (defaults and coercions applied)', async () => {
    answer({ total: 3 });
    await call(members, { params: { cybrOrgId: 'org-1' }, query: { from: '25' }, validate: true });
    expect(ctx.server.requests[0]?.url).toBe(served('/api/v1/organizations/org-1/members?from=25&order=asc'));
  });

  it('§5: a per-call validate overrides the global switch both ways', async () => {
    answer({ id: 1 });
    await expect(call(feedback, { body: badBody, validate: true })).rejects.toBeInstanceOf(ValidationError);
    expect(ctx.server.requests).toHaveLength(0);
    setValidation(true);
    await expect(call(feedback, { body: badBody, validate: false })).resolves.toEqual({ id: 1 });
    expect(ctx.server.requests).toHaveLength(1);
  });
});

describe('§5 response validation', () => {
  it('§5: off, a response that does not match its schema is returned unchanged', async () => {
    answer({ id: 'not-a-number' });
    await expect(call(feedback, { body: { score: 1, text: 't' } })).resolves.toEqual({ id: 'not-a-number' });
  });

  it('§5: on (globally or per call), a mismatching response throws a ValidationError', async () => {
    answer({ id: 'not-a-number' });
    await expect(call(feedback, { body: { score: 1, text: 't' }, validate: true })).rejects.toMatchObject({
      name: 'ValidationError',
      target: 'response',
    });
    setValidation(true);
    await expect(call(feedback, { body: { score: 1, text: 't' } })).rejects.toBeInstanceOf(ValidationError);
    await expect(call(feedback, { body: { score: 1, text: 't' }, validate: false })).resolves.toEqual({
      id: 'not-a-number',
    });
  });

  it('§5: on, a matching response is returned as parsed by the schema', async () => {
    answer({ id: 7, extra: true });
    setValidation(true);
    await expect(call(feedback, { body: { score: 1, text: 't' } })).resolves.toEqual({ id: 7 });
  });
});

describe('§5 parseWithSchema', () => {
  const schema = z.object({ n: z.coerce.number() });

  it('§5: without a schema the data is returned unchanged', () => {
    const data = { anything: [1, 2] };
    expect(parseWithSchema(data)).toBe(data);
    expect(parseWithSchema('text', undefined)).toBe('text');
  });

  it('§5: with a schema the parsed value is returned (JSON text included)', () => {
    expect(parseWithSchema({ n: '4' }, schema)).toEqual({ n: 4 });
    expect(parseWithSchema('{"n":5}', schema)).toEqual({ n: 5 });
  });

  it("§5: on mismatch it falls back to the raw string and warns 'Data does not match provided schema'", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(parseWithSchema({ n: 'abc' }, schema)).toBe('{"n":"abc"}');
      expect(parseWithSchema('plain text', schema)).toBe('plain text');
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[0]?.[0]).toBe('Data does not match provided schema');
    } finally {
      warn.mockRestore();
    }
  });
});
