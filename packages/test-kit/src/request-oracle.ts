import { findUnsafeInput, type Endpoint } from '@portal/contracts';
import type { z } from 'zod';

// Whether the API must refuse a request, decided from the endpoint's contract alone: the generator
// keeps only requests this says must be refused, so none of them may ever change anything.

/** The query the server's parser builds from decoded pairs: a repeated key becomes a list. */
export function parsedQuery(pairs: readonly (readonly [string, string])[]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of pairs) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

const refuses = (schema: z.ZodType | undefined, value: unknown, where: string) =>
  findUnsafeInput(value, where) !== null || (schema !== undefined && !schema.safeParse(value).success);

export interface RequestAsRead {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The body after JSON parsing; undefined when none was sent. */
  body: unknown;
  /** Something no parser can read: a bad escape in the address, a body that is not JSON sent as JSON. */
  unreadable: boolean;
}

/** Which part of the request its contract refuses, or null when it is a request the endpoint must serve. */
export function refusedPart(ep: Endpoint, request: RequestAsRead): 'transport' | 'params' | 'query' | 'body' | null {
  if (request.unreadable) return 'transport';
  if (ep.params && refuses(ep.params, request.params, 'params')) return 'params';
  if (refuses(ep.query, request.query, 'query')) return 'query';
  // A GET's body is never read.
  if (ep.method === 'GET') return null;
  if (!ep.body) return request.body === undefined ? null : 'body';
  return refuses(ep.body, request.body === undefined ? {} : request.body, 'body') ? 'body' : null;
}
