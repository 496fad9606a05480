import fc from 'fast-check';
import { billingCountryCodes, type JsonSchema } from '@portal/contracts';
import { trickyText } from './unicode-tricks.ts';

// Values shaped like what a contract asks for: the sound parts of a malformed request, so the one
// bad part is refused for itself and not because everything around it is nonsense too. They need not
// be valid (a refinement may still fail); the generator checks what the request as a whole is.

export interface ValueContext {
  /** Real organisation and user ids from the database, for fields that hold one. */
  ids: readonly string[];
}

const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const clamp = (value: unknown, fallback: number) =>
  Math.min(int32.max, Math.max(int32.min, typeof value === 'number' ? value : fallback));
const idField = /cybr(Org)?Id$/i;
// Addresses as people have them (fc.emailAddress also makes RFC 5322 forms no sign-up form takes).
const email = fc.stringMatching(
  /^[a-z][a-z0-9]{0,12}(\.[a-z0-9]{1,8})?@[a-z][a-z0-9-]{0,10}[a-z0-9]\.(no|de|com|example)$/,
);

export const branchesOf = (s: JsonSchema): JsonSchema[] | null =>
  ((s.anyOf ?? s.oneOf) as JsonSchema[] | undefined) ?? null;
export const propertiesOf = (s: JsonSchema) => (s.properties ?? {}) as Record<string, JsonSchema>;
export const requiredOf = (s: JsonSchema) => (s.required ?? []) as string[];

function plausibleString(s: JsonSchema, ctx: ValueContext, key: string): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = (s.maxLength as number | undefined) ?? 64;
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (idField.test(key) && ctx.ids.length > 0) return fc.constantFrom(...ctx.ids);
  // Fields checked after a trim or by a refinement show no format on their input side.
  if (/email$/i.test(key)) return email.filter(fits);
  if (/^domains?$/i.test(key)) return fc.domain().filter(fits);
  if (key === 'country') return fc.constantFrom(...billingCountryCodes).filter(fits);
  const day = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'hostname':
      return fc.domain().filter(fits);
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return day.map((d) => d.toISOString());
  }
  if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  const text = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.string({ unit: 'grapheme', minLength: Math.min(min, 8), maxLength: Math.min(max, 24) }),
    },
    { weight: 1, arbitrary: trickyText },
  );
  return text.map((v) => (v.length < min ? v.padEnd(min, 'x') : v)).filter(fits);
}

function plausibleObject(s: JsonSchema, ctx: ValueContext): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    Object.entries(propertiesOf(s)).map(([key, value]) => [key, plausible(value, ctx, key)]),
  );
  // A key whose value came out undefined (a field that must stay absent) is left out, as JSON would.
  const drop = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  const record = fc.record(model, { requiredKeys: requiredOf(s) }).map(drop);
  const values = s.additionalProperties;
  if (typeof values !== 'object' || values === null) return record;
  const keys = plausible(
    (s.propertyNames ?? { type: 'string', maxLength: 16 }) as JsonSchema,
    ctx,
  ) as fc.Arbitrary<string>;
  return fc
    .tuple(record, fc.dictionary(keys, plausible(values as JsonSchema, ctx), { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...a }));
}

/** A value of the shape `s` describes; `key` is the field it goes into, for fields that hold ids. */
export function plausible(s: JsonSchema, ctx: ValueContext, key = ''): fc.Arbitrary<unknown> {
  const branches = branchesOf(s);
  if (branches) return fc.oneof(...branches.map((b) => plausible(b, ctx, key)));
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if ('not' in s) return fc.constant(undefined);
  switch (s.type) {
    case 'string':
      return plausibleString(s, ctx, key);
    case 'integer':
      return fc.integer({ min: clamp(s.minimum, -1000), max: clamp(s.maximum, 1000) });
    case 'number':
      return fc.double({
        min: clamp(s.minimum, -1000),
        max: clamp(s.maximum, 1000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const max = Math.min(3, (s.maxItems as number | undefined) ?? 3);
      return fc.array(plausible((s.items ?? {}) as JsonSchema, ctx, key), { maxLength: max });
    }
    case 'object':
      return plausibleObject(s, ctx);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
