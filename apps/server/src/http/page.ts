import type { Paginated } from '@portal/contracts';

/** The §3 paginated envelope around one page of rows that a list query asked for with from and to. */
export function pageOf<T>(data: T[], query: { from: number; to: number }, total: number): Paginated<T> {
  return {
    data,
    count: data.length,
    from: query.from,
    to: query.from + data.length,
    reqFrom: query.from,
    reqTo: query.to,
    total,
  };
}

/** Rows a page may hold: billing lists answer at most 100 at once, whatever `to` asks for. */
export const rowsOnPage = (query: { from: number; to: number }, max = 100) =>
  Math.max(0, Math.min(query.to - query.from, max));
