import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import { apiBasePath, type Endpoint } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError, TimeoutError } from './api-error.ts';

type In<S> = [NonNullable<S>] extends [z.ZodType] ? z.input<NonNullable<S>> : never;

export type CallInput<E extends Endpoint> = {
  params?: In<E['params']>;
  query?: In<E['query']>;
  body?: In<E['body']>;
  signal?: AbortSignal;
};

// §9: 60 s time-out; 2 retries for idempotent methods on these statuses, 0.3 × 2^(n-1) s apart.
const http = ky.create({
  prefix: apiBasePath,
  credentials: 'include',
  timeout: 60_000,
  headers: { accept: 'application/json' },
  retry: {
    limit: 2,
    methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
    statusCodes: [408, 413, 429, 500, 502, 503, 504],
    afterStatusCodes: [413, 429, 503],
    delay: (attempt) => 0.3 * 2 ** (attempt - 1) * 1000,
  },
});

export function resolvePath(path: string, params: Record<string, unknown> = {}): string {
  const resolved = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : encodeURIComponent(String(value));
  });
  if (/\{\w*\}/.test(resolved)) throw new Error(`Unresolved path parameter in ${resolved}`);
  return resolved;
}

/** §5: search parameters with null values are dropped. */
export function searchParams(query: Record<string, unknown> = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') out.set(key, String(value));
  }
  return out;
}

export async function call<E extends Endpoint>(ep: E, input: CallInput<E> = {}): Promise<z.output<E['response']>> {
  const url = resolvePath(ep.path, input.params as Record<string, unknown>).replace(/^\//, '');
  try {
    const response = await http(url, {
      method: ep.method,
      searchParams: searchParams(input.query as Record<string, unknown>),
      json: input.body,
      signal: input.signal,
    });
    return (await response.json()) as z.output<E['response']>;
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = await error.response.json().catch(() => null);
      throw new ApiError(error.response.status, body);
    }
    if (error instanceof KyTimeoutError) throw new TimeoutError();
    throw error;
  }
}
