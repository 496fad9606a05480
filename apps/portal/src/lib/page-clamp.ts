import { redirect } from 'react-router';
import { basename } from '../session/navigation.ts';

/** The last page of a list of `total` rows shown `size` at a time (an empty list has one, empty, page). */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * For loaders of server-paged lists: a page past the end (an old link, a list that shrank) goes to
 * the last page instead of showing "no rows" beside a range such as "2451–2450 of 66".
 * `name` is the page's search parameter, for screens that page more than one list.
 */
export function clampPage(href: string, page: number, total: number, size: number, name = 'page'): void {
  const last = lastPage(total, size);
  if (page <= last) return;
  const url = new URL(href);
  if (last > 1) url.searchParams.set(name, String(last));
  else url.searchParams.delete(name);
  const path = url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
  throw redirect(path + url.search);
}
