import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

// Only the shape matters for writing JSON: validation keywords are the contract tests' business.
const validationOnly = new Set([
  '$schema',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

/**
 * `anyOf: [X, null]` becomes `type: [X's type, 'null']`: fast-json-stringify writes that directly,
 * while a real anyOf makes it test each value against the branches on every response.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (!validationOnly.has(key)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nonNull = anyOf.filter((branch) => branch.type !== 'null');
    const other = nonNull[0];
    if (nonNull.length === 1 && other && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema Fastify compiles into a serialiser for a contract's response. */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as JsonSchema;
}
