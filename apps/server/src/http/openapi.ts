import { apiBasePath, catalogue, keyScopes, type Endpoint } from '@portal/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;

function parameters(ep: Endpoint) {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', ep.params],
    ['query', ep.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (required.has(name) && !('default' in property)),
        schema: property,
      });
    }
  }
  return out;
}

function operation(name: string, ep: Endpoint) {
  const success =
    ep.responseType === 'binary'
      ? {
          description: 'File',
          content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } },
        }
      : { description: 'Success', content: { 'application/json': { schema: toSchema(ep.response, 'output') } } };
  const scope = keyScopes.get(ep) ?? 'none';
  return {
    operationId: name,
    summary: ep.summary,
    // A session, or a key with the one scope this operation needs (docs/decisions/0071-api-keys.md).
    security: scope === 'none' ? [{ session: [] }] : [{ session: [] }, { apiKey: [scope] }],
    'x-api-key-scope': scope,
    parameters: parameters(ep),
    ...(ep.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(ep.body, 'input') } } } }
      : {}),
    responses: {
      '200': success,
      '400': { $ref: '#/components/responses/Error' },
      '401': { $ref: '#/components/responses/Error' },
      '403': { $ref: '#/components/responses/Error' },
      '404': { $ref: '#/components/responses/Error' },
    },
  };
}

/** OpenAPI 3.1 for every catalogue entry; built once, from the same schemas the routes validate with. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, ep] of Object.entries(catalogue).sort(([, a], [, b]) => a.path.localeCompare(b.path))) {
    (paths[ep.path] ??= {})[ep.method.toLowerCase()] = operation(name, ep);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner portal API',
      version: '1.0.0',
      description:
        'The calls the partner portal makes. Every call needs the session cookie unless it starts sign-in, or, where an ' +
        'operation names a scope, a partner API key with that scope: `Authorization: Bearer ppk_…` (Settings → API). ' +
        'A request with a key ignores cookies and needs no Origin.',
    },
    servers: [{ url: apiBasePath }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'A partner API key; scopes: read, write, billing' },
      },
      responses: {
        Error: {
          description: 'Error',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['code', 'message'],
                properties: {
                  code: { type: 'string' },
                  message: { type: 'string' },
                  fields: {
                    type: 'array',
                    items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    security: [{ session: [] }],
  };
}
