import type { Paginated } from '@portal/contracts';

/** The §3 paginated envelope around one page of rows that a list query asked for with from and to. */
export function pageOf<T>(data: T[], query: { from: number; to: number }, total: number): Paginated<T> {
  return { data, count: data.length, from: query.from, to: query.from + data.length, reqFrom: query.from, reqTo: query.to, total };
}
