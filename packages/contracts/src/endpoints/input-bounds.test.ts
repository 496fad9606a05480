import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from './catalogue.ts';
import { inputJsonSchema, type JsonSchema } from './input-schema.ts';

// Every input a client can send is bounded, so no request can make the server store, search or
// compare an unbounded value: strings have a maximum length, numbers a range (integers within
// PostgreSQL's int4, the type of every integer column), arrays a maximum number of items.
const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

function numberBounds(s: JsonSchema, at: (what: string) => string): string[] {
  const min = (s.minimum ?? s.exclusiveMinimum) as number | undefined;
  const max = (s.maximum ?? s.exclusiveMaximum) as number | undefined;
  const problems: string[] = [];
  if (min === undefined) problems.push(at('no minimum'));
  if (max === undefined) problems.push(at('no maximum'));
  if (s.type === 'integer' && min !== undefined && min < int4.min)
    problems.push(at(`minimum ${min} is below the int4 range`));
  if (s.type === 'integer' && max !== undefined && max > int4.max)
    problems.push(at(`maximum ${max} is above the int4 range`));
  return problems;
}

function objectBounds(s: JsonSchema, path: string, at: (what: string) => string): string[] {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const problems = Object.entries(properties).flatMap(([key, value]) => missingBounds(value, `${path}.${key}`));
  const values = s.additionalProperties;
  if (typeof values !== 'object' || values === null) return problems;
  // A record: its keys are inputs too, and so is how many of them there are.
  const keys = (s.propertyNames ?? {}) as JsonSchema;
  problems.push(...missingBounds(keys, `${path}.<key>`));
  if (!('enum' in keys) && s.maxProperties === undefined) problems.push(at('no maximum number of keys'));
  problems.push(...missingBounds(values as JsonSchema, `${path}.<value>`));
  return problems;
}

/** What `s` leaves unbounded, as "path: what is missing". */
function missingBounds(s: JsonSchema, path: string): string[] {
  const at = (what: string) => `${path}: ${what}`;
  const branches = [s.anyOf, s.oneOf, s.allOf].flatMap((b) => (b as JsonSchema[] | undefined) ?? []);
  if (branches.length > 0) return [...new Set(branches.flatMap((b) => missingBounds(b, path)))];
  if ('const' in s || 'enum' in s || 'not' in s) return [];
  switch (s.type) {
    case 'boolean':
    case 'null':
      return [];
    case 'string':
      return s.maxLength === undefined ? [at('no maximum length')] : [];
    case 'number':
    case 'integer':
      return numberBounds(s, at);
    case 'array': {
      const tuple = Array.isArray(s.prefixItems) && s.items === undefined;
      const items = [
        ...((s.prefixItems as JsonSchema[] | undefined) ?? []),
        ...(s.items ? [s.items as JsonSchema] : []),
      ];
      const problems = items.flatMap((item) => missingBounds(item, `${path}[]`));
      return tuple || s.maxItems !== undefined ? problems : [at('no maximum number of items'), ...problems];
    }
    case 'object':
      return objectBounds(s, path, at);
    default:
      return [at('accepts any value')];
  }
}

const inputsOf = (name: string) =>
  (['params', 'query', 'body'] as const).flatMap((where) => {
    const schema = catalogue[name]![where];
    return schema ? missingBounds(inputJsonSchema(schema), `${name}.${where}`) : [];
  });

describe('input bounds', () => {
  it.each(Object.keys(catalogue))('%s bounds every string, number and array it takes', (name) => {
    expect(inputsOf(name)).toEqual([]);
  });

  it('names what is missing, and where', () => {
    const loose = z.object({
      name: z.string(),
      count: z.number().int(),
      tags: z.array(z.string().max(10)),
      nested: z.object({ when: z.iso.datetime().optional(), free: z.unknown() }),
      texts: z.record(z.string(), z.string().max(5)),
      choice: z.union([z.literal('a'), z.string()]).nullable(),
    });
    expect(missingBounds(inputJsonSchema(loose), 'example.body')).toEqual([
      'example.body.name: no maximum length',
      'example.body.count: minimum -9007199254740991 is below the int4 range',
      'example.body.count: maximum 9007199254740991 is above the int4 range',
      'example.body.tags: no maximum number of items',
      'example.body.nested.when: no maximum length',
      'example.body.nested.free: accepts any value',
      'example.body.texts.<key>: no maximum length',
      'example.body.texts: no maximum number of keys',
      'example.body.choice: no maximum length',
    ]);
  });

  it('accepts enums, literals, booleans, bounded values and fields that must stay absent', () => {
    const tight = z.object({
      kind: z.enum(['a', 'b']),
      on: z.boolean(),
      score: z.number().int().min(0).max(10),
      ids: z.array(z.string().min(1).max(64)).max(100),
      never: z.undefined().optional(),
      perKind: z.partialRecord(z.enum(['a', 'b']), z.string().max(5)),
    });
    expect(missingBounds(inputJsonSchema(tight), 'example.body')).toEqual([]);
  });
});
