import fc from 'fast-check';
import { trickyText, unsafeCharacter } from './unicode-tricks.ts';

// Bodies no JSON API can read, whatever the endpoint: not JSON, not sent as JSON, empty, too large,
// or carrying the keys that would rewrite an object's prototype if copied naively.

export interface RawBody {
  payload: string;
  /** Absent: the request goes without a content type. */
  contentType?: string;
  what: string;
}

/** The server's body limit is Fastify's default, 1 MiB. */
const overBodyLimit = 1024 * 1024 + 1;

const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    'undefined',
    '{"a":01}',
    '"unterminated',
    '{"a":1}x',
    '{"a":1}{"b":2}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800}',
    '\u0000',
    ' ',
  ),
  // A cut-short object, array or string (a cut-short number can still be a number).
  fc
    .jsonValue({ maxDepth: 3 })
    .map((v) => JSON.stringify(v))
    .filter((text) => /^[[{"]/.test(text))
    .chain((text) => fc.nat({ max: text.length - 2 }).map((n) => text.slice(0, n + 1))),
);

const notJsonTypes = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

/** `{ key: value, ...rest of the object }` as JSON text, keeping `key` as an own property even for "__proto__". */
const withKey = (key: string, value: unknown, text: string) => {
  const own = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return text.startsWith('{') && text !== '{}' ? `{${own},${text.slice(1)}` : `{${own}}`;
};

/** A body the endpoint must refuse before looking at what it says; `json` is JSON text of a plausible body. */
export function malformedBody(json: fc.Arbitrary<string>): fc.Arbitrary<RawBody> {
  return fc.oneof(
    brokenJson.map((payload) => ({ payload, contentType: 'application/json', what: 'body: not JSON' })),
    fc
      .tuple(json, fc.constantFrom(...notJsonTypes))
      .map(([payload, contentType]) => ({ payload, contentType, what: `body: sent as ${contentType}` })),
    json.filter((text) => text.length > 0).map((payload) => ({ payload, what: 'body: no content type' })),
    fc.constant({ payload: '', contentType: 'application/json', what: 'body: empty' }),
    fc.tuple(json, fc.constantFrom({ isAdmin: true }, { cybrOrgId: 'x' }, null)).map(([text, value]) => ({
      payload: withKey('__proto__', value, text),
      contentType: 'application/json',
      what: 'body: __proto__ key',
    })),
    json.map((text) => ({
      payload: withKey('constructor', { prototype: { isAdmin: true } }, text),
      contentType: 'application/json',
      what: 'body: constructor.prototype key',
    })),
    {
      weight: 1,
      arbitrary: fc.constant({
        payload: `{"a":"${'x'.repeat(overBodyLimit)}"}`,
        contentType: 'application/json',
        what: 'body: over the size limit',
      }),
    },
  );
}

/** A JSON body for an endpoint that takes none: anything at all, sometimes holding text no field can. */
export const unexpectedJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({}),
  fc.dictionary(
    fc.oneof(trickyText, fc.constantFrom('', 'constructor', 'prototype')),
    fc.oneof(trickyText, unsafeCharacter),
    { maxKeys: 3 },
  ),
);
