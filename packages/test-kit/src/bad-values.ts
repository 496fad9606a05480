import fc from 'fast-check';
import type { JsonSchema } from '@portal/contracts';
import { branchesOf, plausible, propertiesOf, requiredOf, type ValueContext } from './plausible-values.ts';
import { insertedInto, trickyText, unsafeCharacter } from './unicode-tricks.ts';

// Values a field must refuse, derived from the field's own contract: just past its bounds, of the
// wrong type, not one of its choices, or holding what no field can. Whether a value really is
// refused is decided afterwards against the contract itself (see request-oracle.ts).

export interface BadValue {
  value: unknown;
  /** Where in the input, and what is wrong with it, for failure reports. */
  what: string;
}

const label =
  (what: string) =>
  (value: unknown): BadValue => ({ value, what });
const at = (key: string | number, bad: BadValue): BadValue => ({
  value: bad.value,
  what: bad.what.startsWith(':') ? `${key}${bad.what}` : `${key}.${bad.what}`,
});

const leaves = (s: JsonSchema): JsonSchema[] => branchesOf(s)?.flatMap(leaves) ?? [s];
const hasType = (s: JsonSchema, ...types: string[]) => leaves(s).some((leaf) => types.includes(leaf.type as string));

const overLong = (max: number) =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + 300 }), trickyText)
    .map(([n, piece]) => piece + 'x'.repeat(Math.max(0, n - piece.length)));

const notANumber = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1.5',
  '0.1',
  'abc',
  '１２',
  '1_000',
  '--1',
  '9'.repeat(40),
  '2147483648',
  '-2147483649',
];
const notABoolean = ['yes', 'no', 'TRUE', 'False', '1', '0', 'on', 'true ', ' false'];
const badFormat: Record<string, string[]> = {
  email: ['a@', '@example.no', 'a b@example.no', 'a@b@c', 'ola(at)example.no', 'ola@exa_mple.no'],
  hostname: ['exa mple.no', '-bad-.no', 'a..b', '.no', 'ex*ample.no', `${'a'.repeat(64)}.no`],
  date: ['2024-02-30', '2024-13-01', '20240101', '2024-1-1', 'yesterday', '2024-01-01T00:00:00Z'],
  'date-time': ['2024-02-30T00:00:00Z', '2024-01-01', '2024-01-01T25:00:00Z', 'now', '1704067200'],
};

/** Text a string-typed input (a path segment or query value) must refuse. */
export function badText(s: JsonSchema, ctx: ValueContext, key = ''): fc.Arbitrary<BadValue> {
  const options: fc.Arbitrary<BadValue>[] = [];
  const shown = plausible(s, ctx, key).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  options.push(shown.chain((v) => insertedInto(v, unsafeCharacter)).map(label(': unsafe character')));
  for (const leaf of leaves(s)) {
    if (typeof leaf.maxLength === 'number') options.push(overLong(leaf.maxLength).map(label(': over-long')));
    if (typeof leaf.minLength === 'number' && leaf.minLength > 0) options.push(fc.constant('').map(label(': empty')));
    const choices = Array.isArray(leaf.enum) ? leaf.enum : 'const' in leaf ? [leaf.const] : null;
    if (choices) options.push(unknownChoice(choices).map(label(': not one of the choices')));
    const format = badFormat[leaf.format as string];
    if (format) options.push(fc.constantFrom(...format).map(label(': wrong format')));
    if (typeof leaf.pattern === 'string') options.push(trickyText.map(label(': does not match the pattern')));
  }
  if (hasType(s, 'integer', 'number'))
    options.push(fc.constantFrom(...notANumber, ...outOfRange(s).map(String)).map(label(': not a number in range')));
  if (hasType(s, 'boolean')) options.push(fc.constantFrom(...notABoolean).map(label(': not a boolean')));
  return fc.oneof(...options);
}

function unknownChoice(choices: unknown[]): fc.Arbitrary<unknown> {
  const texts = choices.map(String);
  return fc
    .oneof(
      fc.constantFrom(...texts).map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())),
      fc.constantFrom(...texts).chain((c) => fc.constantFrom(`${c} `, `${c}\u200B`, `\u202E${c}`, `${c}x`)),
      trickyText,
    )
    .filter((v) => !choices.includes(v));
}

function outOfRange(s: JsonSchema): number[] {
  const numeric = leaves(s).find((leaf) => leaf.type === 'integer' || leaf.type === 'number') ?? {};
  const values = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308];
  if (typeof numeric.minimum === 'number') values.push(numeric.minimum - 1, numeric.minimum - 0.5);
  if (typeof numeric.maximum === 'number') values.push(numeric.maximum + 1, numeric.maximum + 0.5);
  return values;
}

const deeplyNested = fc.integer({ min: 17, max: 60 }).map((depth) => {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const wrongType = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
  deeplyNested,
);

/** A JSON value the body field `s` must refuse, anywhere inside it. */
export function badJson(s: JsonSchema, ctx: ValueContext, key = ''): fc.Arbitrary<BadValue> {
  const here: fc.Arbitrary<BadValue>[] = [
    wrongType.map(label(': wrong type')),
    deeplyNested.map(label(': nested too deep')),
  ];
  if (hasType(s, 'string')) here.push(badText(s, ctx, key));
  if (hasType(s, 'integer', 'number')) {
    here.push(fc.constantFrom(...outOfRange(s)).map(label(': out of range')));
    here.push(fc.constantFrom('5', 'NaN', 'Infinity', '-Infinity').map(label(': number as text')));
  }
  if (hasType(s, 'boolean')) here.push(fc.constantFrom('true', 'false', 1, 0).map(label(': not a boolean')));
  const inside = within(s, ctx);
  return inside
    ? fc.oneof({ weight: 1, arbitrary: fc.oneof(...here) }, { weight: 3, arbitrary: inside })
    : fc.oneof(...here);
}

/** A bad value one level down (in one field or item), or null when `s` has nothing inside. */
function within(s: JsonSchema, ctx: ValueContext): fc.Arbitrary<BadValue> | null {
  const branches = branchesOf(s);
  if (branches) return fc.oneof(...branches.map((b) => within(b, ctx) ?? badJson(b, ctx)));
  if (s.type === 'array') {
    const item = (s.items ?? {}) as JsonSchema;
    const max = (s.maxItems as number | undefined) ?? 1000;
    const tooMany = fc
      .tuple(plausible(item, ctx), fc.integer({ min: max + 1, max: max + 50 }))
      .map(([v, n]) => Array.from({ length: n }, () => v));
    const badItem = fc
      .tuple(fc.array(plausible(item, ctx), { maxLength: 2 }), badJson(item, ctx))
      .map(([items, bad]) => at(items.length, { ...bad, value: [...items, bad.value] }));
    return fc.oneof(tooMany.map(label(': too many items')), badItem);
  }
  const properties = propertiesOf(s);
  const keys = Object.keys(properties);
  if (s.type !== 'object' || keys.length === 0) return null;
  const base = plausible(s, ctx) as fc.Arbitrary<Record<string, unknown>>;
  const field = fc.oneof(
    ...keys.map((key) =>
      fc
        .tuple(base, badJson(properties[key]!, ctx, key))
        .map(([object, bad]) => at(key, { ...bad, value: { ...object, [key]: bad.value } })),
    ),
  );
  const required = requiredOf(s);
  if (required.length === 0) return field;
  const missing = fc.tuple(base, fc.constantFrom(...required)).map(([object, key]) => {
    const { [key]: _dropped, ...rest } = object;
    return at(key, { value: rest, what: ': missing' });
  });
  return fc.oneof({ weight: 4, arbitrary: field }, { weight: 1, arbitrary: missing });
}
