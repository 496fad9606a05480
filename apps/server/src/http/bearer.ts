import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer` header, or null when the request has none. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer /i.test(header)) return null;
  return header.slice(7).trim();
}
