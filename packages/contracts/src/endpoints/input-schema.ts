import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

/**
 * An input schema as JSON Schema, the way a client reads it (io: input, so before any transform).
 * z.undefined() has no JSON Schema form; it is written as `not: {}` (accepts nothing) instead of
 * the `{}` (accepts anything) it would otherwise become.
 */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'undefined') jsonSchema.not = {};
    },
  }) as JsonSchema;
}
