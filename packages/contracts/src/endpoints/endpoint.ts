import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// One entry per call of spec §7: the portal's client and the server's route are both built from it.
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below the API base, with {param} placeholders. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Binary downloads (report files, wall activity) are not JSON. */
  responseType?: 'json' | 'binary';
  summary: string;
}

export function endpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return def;
}

export const apiBasePath = '/app/baloo-router-api';
