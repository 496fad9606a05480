import fc from 'fast-check';
import { apiBasePath, inputJsonSchema, type Endpoint, type JsonSchema } from '@portal/contracts';
import { badJson, badText, type BadValue } from './bad-values.ts';
import { malformedBody, unexpectedJson, type RawBody } from './malformed-bodies.ts';
import { plausible, propertiesOf, type ValueContext } from './plausible-values.ts';
import { client } from './request-client.ts';
import { parsedQuery, refusedPart } from './request-oracle.ts';
import { badEscape, encodeUrlText, insertedInto, trickyText, unsafeCharacter } from './unicode-tricks.ts';

// One generated request to a catalogue entry: plausible in every part but at least one, which is
// broken in a way the contract (or any JSON API) refuses. Only requests the contract refuses are kept.

export interface MalformedRequest {
  endpoint: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  account: string;
  /** What the generator broke, and which part the contract refuses. */
  defects: string[];
  refused: string;
}

export interface RequestContext extends ValueContext {
  cookies: Record<string, string>;
  sameOrigins: readonly string[];
}

interface Draft {
  params: Record<string, string>;
  rawParams: Record<string, string>;
  query: [string, string][];
  rawQuery: string[];
  body: { json: unknown } | RawBody | null;
}
interface Defect {
  what: string;
  apply: (draft: Draft) => void;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const pairsOf = (value: unknown): [string, string][] =>
  Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([key, v]) =>
    v === undefined
      ? []
      : Array.isArray(v)
        ? v.map((item): [string, string] => [key, asText(item)])
        : [[key, asText(v)]],
  );
const named = (where: string, bad: BadValue) => `${where}${bad.what.startsWith(':') ? '' : '.'}${bad.what}`;
// Value defects outweigh the unreadable ones, which every endpoint shares and which stop a request early.
const weighted = (weight: number) => (arbitrary: fc.Arbitrary<Defect>) => ({ weight, arbitrary });
const pollutionKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
);

function queryDefects(shape: JsonSchema | null, ctx: ValueContext): fc.WeightedArbitrary<Defect>[] {
  const properties = shape ? propertiesOf(shape) : {};
  const keys = fc.oneof(
    pollutionKeys,
    trickyText,
    ...(Object.keys(properties).length ? [fc.constantFrom(...Object.keys(properties))] : []),
  );
  const defects = Object.entries(properties).flatMap(([key, s]) => {
    const value = fc.oneof(
      plausible(s, ctx, key).map(asText),
      badText(s, ctx, key).map((b) => asText(b.value)),
    );
    const drop = (d: Draft) => (d.query = d.query.filter(([k]) => k !== key));
    return [
      badText(s, ctx, key).map((bad) => ({
        what: named(`query.${key}`, bad),
        apply: (d: Draft) => (drop(d), d.query.push([key, asText(bad.value)])),
      })),
      fc.tuple(value, value).map(([a, b]) => ({
        what: `query.${key}: repeated`,
        apply: (d: Draft) => (drop(d), d.query.push([key, a], [key, b])),
      })),
    ].map(weighted(2));
  });
  const unsafe = fc.string({ maxLength: 6 }).chain((v) => insertedInto(v, unsafeCharacter));
  const unsafeText = fc.tuple(keys, unsafe, fc.boolean()).map(([key, text, inKey]) => ({
    what: `query: unsafe text in a ${inKey ? 'key' : 'value'}`,
    apply: (d: Draft) => d.query.push(inKey ? [text, 'x'] : [key, text]),
  }));
  const escape = fc.tuple(keys, badEscape).map(([key, bad]) => ({
    what: 'query: bad escape',
    apply: (d: Draft) => d.rawQuery.push(`${encodeUrlText(key)}=${bad}`),
  }));
  return [...defects, weighted(2)(unsafeText), weighted(1)(escape)];
}

function paramDefects(shape: JsonSchema, ctx: ValueContext): fc.WeightedArbitrary<Defect>[] {
  const keys = Object.keys(propertiesOf(shape));
  return [
    ...Object.entries(propertiesOf(shape)).map(([key, s]) =>
      weighted(3)(
        badText(s, ctx, key).map((bad) => ({
          what: named(`params.${key}`, bad),
          apply: (d: Draft) => (d.params[key] = asText(bad.value)),
        })),
      ),
    ),
    weighted(1)(
      fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 4 }), badEscape).map(([key, before, escape]) => ({
        what: `params.${key}: bad escape`,
        apply: (d: Draft) => (d.rawParams[key] = encodeUrlText(before) + escape),
      })),
    ),
  ];
}

function bodyDefects(shape: JsonSchema | null, ctx: ValueContext): fc.WeightedArbitrary<Defect>[] {
  const text = (shape ? plausible(shape, ctx) : unexpectedJson).map((v) => JSON.stringify(v) ?? '{}');
  const unreadable = malformedBody(text).map((raw) => ({ what: raw.what, apply: (d: Draft) => (d.body = raw) }));
  const wrong = shape
    ? badJson(shape, ctx).map((bad) => ({
        what: named('body', bad),
        apply: (d: Draft) => (d.body = { json: bad.value }),
      }))
    : unexpectedJson.map((json) => ({
        what: 'body: sent to an endpoint that takes none',
        apply: (d: Draft) => (d.body = { json }),
      }));
  return [weighted(2)(unreadable), weighted(shape ? 5 : 2)(wrong)];
}

/** Every kind of malformed request this endpoint can be sent, as a generator of requests. */
export function malformedRequest(name: string, ep: Endpoint, ctx: RequestContext): fc.Arbitrary<MalformedRequest> {
  const shape = (schema: Endpoint['params']) => (schema ? inputJsonSchema(schema) : null);
  const [params, query, body] = [shape(ep.params), shape(ep.query), shape(ep.body)];
  const takesBody = ep.method !== 'GET';
  const defects = [
    ...(params ? paramDefects(params, ctx) : []),
    ...queryDefects(query, ctx),
    ...(takesBody ? bodyDefects(body, ctx) : []),
  ];
  const jsonBody = body && takesBody ? plausible(body, ctx).map((json) => ({ json })) : fc.constant(null);
  return fc
    .record({
      params: params ? plausible(params, ctx) : fc.constant({}),
      query: query ? plausible(query, ctx) : fc.constant({}),
      noise: fc.array(fc.tuple(pollutionKeys, trickyText), { maxLength: 2 }),
      body: jsonBody,
      defects: fc.array(fc.oneof(...defects), { minLength: 1, maxLength: 3 }),
      client: client(ctx.cookies, ctx.sameOrigins),
      jsonType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    })
    .map((g) => {
      const draft: Draft = {
        params: Object.fromEntries(pairsOf(g.params)),
        rawParams: {},
        query: [...pairsOf(g.query), ...g.noise],
        rawQuery: [],
        body: g.body,
      };
      for (const defect of g.defects) defect.apply(draft);
      const path = ep.path.replace(
        /\{(\w+)\}/g,
        (_, key: string) => draft.rawParams[key] ?? encodeUrlText(draft.params[key] ?? ''),
      );
      const queryText = [
        ...draft.query.map(([k, v]) => `${encodeUrlText(k)}=${encodeUrlText(v)}`),
        ...draft.rawQuery,
      ].join('&');
      const json = draft.body && 'json' in draft.body ? JSON.stringify(draft.body.json) : undefined;
      const payload = draft.body && 'payload' in draft.body ? draft.body.payload : json;
      const contentType =
        draft.body && 'payload' in draft.body ? draft.body.contentType : json === undefined ? undefined : g.jsonType;
      const refused = refusedPart(ep, {
        params: draft.params,
        query: parsedQuery(draft.query),
        body: json === undefined ? undefined : JSON.parse(json),
        // Raw text (escapes, a body) is only ever added when it cannot be read.
        unreadable:
          Object.keys(draft.rawParams).length > 0 ||
          draft.rawQuery.length > 0 ||
          (draft.body !== null && 'payload' in draft.body),
      });
      const request: MalformedRequest = {
        endpoint: name,
        method: ep.method,
        url: `${apiBasePath}${path}${queryText ? `?${queryText}` : ''}`,
        headers: {
          accept: 'application/json',
          ...g.client.headers,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        ...(payload === undefined ? {} : { payload }),
        remoteAddress: g.client.remoteAddress,
        account: g.client.account,
        defects: g.defects.map((d) => d.what),
        refused: refused ?? '',
      };
      // Reports show the request in short: a body can be a megabyte.
      return Object.assign(request, {
        [fc.toStringMethod]: () =>
          `${request.method} ${request.url.slice(0, 300)} as ${request.account} [${request.defects.join('; ')}] body ${(request.payload ?? '').slice(0, 300)}`,
      });
    })
    .filter((request) => request.refused !== '');
}
