import type { Endpoint } from '@portal/contracts';
import type { z } from 'zod';
import { MissingSchemaError } from './api-error.ts';
import { contextHeaders, requestHeaders } from './headers.ts';
import { onConfigure, send } from './http.ts';
import { cachedResponse, clearResponseCache } from './response-cache.ts';
import { resolvePath, searchParams } from './url.ts';
import { shouldValidate, validateRequest, validateResponse } from './validation.ts';

export { resolvePath, searchParams } from './url.ts';
export { configureClient, getClientConfig, type ClientConfig } from './http.ts';
export { setRequestContext, getRequestContext, type RequestContext } from './headers.ts';
export { setValidation, isValidationEnabled, parseWithSchema } from './validation.ts';
export { clearResponseCache, sweepResponseCache } from './response-cache.ts';
export { ApiError, TimeoutError, ValidationError, MissingSchemaError, UnresolvedPathError } from './api-error.ts';

type In<S> = [NonNullable<S>] extends [z.ZodType] ? z.input<NonNullable<S>> : never;

export type CallInput<E extends Endpoint> = {
  params?: In<E['params']>;
  query?: In<E['query']>;
  body?: In<E['body']>;
  signal?: AbortSignal;
  /** Headers this one call adds (e.g. a checkout's Idempotency-Key); they cannot replace the client's own. */
  headers?: Record<string, string>;
  /** §5: validate this call's request and response; overrides setValidation(). */
  validate?: boolean;
};

// A new origin means different responses: nothing cached for the old one may be served.
onConfigure(clearResponseCache);

/**
 * Calls one endpoint of §7. Order: response schema present (§8) → request validation when on
 * (§5) → path parameters (§5) → request (GETs through the response cache, §9) → response
 * validation when on. Every check before the request throws without sending anything.
 */
export async function call<E extends Endpoint>(ep: E, input: CallInput<E> = {}): Promise<z.output<E['response']>> {
  if (!(ep as Partial<Endpoint>).response) throw new MissingSchemaError(ep.method, ep.path);
  const validate = shouldValidate(input.validate);
  const parts = validate ? validateRequest(ep, input) : input;
  const path = resolvePath(ep.path, (parts.params ?? {}) as Record<string, unknown>);
  const query = searchParams((parts.query ?? {}) as Record<string, unknown>);
  const binary = ep.responseType === 'binary';
  // Lower-cased so that a caller's 'Accept' cannot sit beside the client's 'accept' as a second value.
  const extra = Object.fromEntries(
    Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const request = (signal?: AbortSignal) =>
    send({
      method: ep.method,
      path,
      searchParams: query,
      body: parts.body,
      headers: { ...extra, ...requestHeaders({ binary, hasBody: parts.body !== undefined }) },
      binary,
      signal,
    });

  let data: unknown;
  if (ep.method === 'GET') {
    data = await cachedResponse(cacheKey(path, query, binary, extra), request, input.signal);
  } else {
    // A non-GET may change what any GET returns (a PATCH of an organisation changes the partner's
    // list too), so rather than guess which URLs it affects, the whole cache is dropped: before
    // sending, and again once it is answered (a GET made meanwhile may have read the old state).
    clearResponseCache();
    try {
      data = await request(input.signal);
    } finally {
      clearResponseCache();
    }
  }
  return (validate ? validateResponse(ep, data) : data) as z.output<E['response']>;
}

/** Same URL (path and query) with the same headers and response type is the same GET. */
function cacheKey(path: string, query: URLSearchParams, binary: boolean, extra: Record<string, string> = {}): string {
  const url = query.size > 0 ? `${path}?${query.toString()}` : path;
  return JSON.stringify([binary ? 'binary' : 'json', url, contextHeaders(), extra]);
}
