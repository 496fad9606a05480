import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiBasePath, findUnsafeInput, keyScopes, messages, type Endpoint } from '@portal/contracts';
import type { z } from 'zod';
import { AppError, invalidField } from '../app-error.ts';
import { decodesCleanly } from './percent-encoding.ts';
import { serializerSchema } from './response-serializer.ts';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointOptions {
  /** Check every response against its contract (on in tests). */
  validateResponse?: boolean;
  rateLimit?: { max: number; timeWindow: string };
  bodyLimit?: number;
}

/**
 * Contract input → typed value, or a 400 naming every failing field (spec §5 messages from the schema).
 * Text no field can hold is refused in every part, also where the contract asks for nothing there.
 */
function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string) {
  const unsafe = findUnsafeInput(value, where);
  if (unsafe) throw invalidField(unsafe.field, unsafe.message);
  if (!schema) return undefined;
  // Only an absent body reads as {}: a JSON null is a body like any other.
  const result = schema.safeParse(value === undefined ? {} : value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.') || where, message: issue.message }));
  throw new AppError('VALIDATION', `${fields[0]!.field}: ${fields[0]!.message}`, fields);
}

/** What no contract can accept, refused before any part is parsed: an undecodable query, a body where the call takes none. */
function refuseUnreadable(ep: Endpoint, request: FastifyRequest): void {
  const query = request.url.indexOf('?');
  if (query !== -1 && !decodesCleanly(request.url.slice(query + 1))) throw invalidField('query', messages.invalid);
  // A body sent to a call that takes none is refused rather than ignored: nothing a client sends goes unchecked.
  if (!ep.body && request.body !== undefined) throw invalidField('body', 'This request takes no body');
}

/**
 * Registers one catalogue entry: the same path and schemas the portal's client uses. Input is
 * checked against the contract; the answer is written by a serialiser compiled from the contract's
 * response schema, which also keeps any field the contract does not name out of the response.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']>>,
  options: EndpointOptions = {},
): void {
  const url = apiBasePath + ep.path.replace(/\{(\w+)\}/g, ':$1');
  app.route({
    method: ep.method,
    url,
    ...(ep.responseType === 'binary' ? {} : { schema: { response: { 200: serializerSchema(ep.response) } } }),
    config: { keyScope: keyScopes.get(ep) ?? 'none', ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      refuseUnreadable(ep, request);
      const input = {
        params: parse(ep.params, request.params, 'params'),
        query: parse(ep.query, request.query, 'query'),
        body: parse(ep.body, request.body, 'body'),
        request,
        reply,
      } as HandlerInput<E>;
      const result = await handler(input);
      // Responses are checked against the contract in tests; production trusts its own code.
      return options.validateResponse ? ep.response.parse(result) : result;
    },
  });
}
