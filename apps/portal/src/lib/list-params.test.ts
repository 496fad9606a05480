import { describe, expect, it } from 'vitest';
import { readListParams, toQuery, toSearch } from './list-params.ts';

describe('customer list URL state', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListParams(new URLSearchParams())).toEqual({
      page: 1,
      sortBy: 'organizationName',
      order: 'asc',
      search: '',
      filter: undefined,
      show: 'all',
    });
  });

  it('ignores values the API would reject instead of failing the page', () => {
    const params = readListParams(new URLSearchParams('page=-3&sortBy=drop&order=up&filter=nope&show=x'));
    expect(params).toMatchObject({ page: 1, sortBy: 'organizationName', order: 'asc', filter: undefined, show: 'all' });
  });

  it('turns page 3 into the third window of 25 rows and the show choice into the API flags', () => {
    const query = toQuery(readListParams(new URLSearchParams('page=3&show=resellers&search=fjord')));
    expect(query).toMatchObject({ from: 50, to: 75, resellersOnly: true, search: 'fjord' });
    expect(query.customersOnly).toBeUndefined();
  });

  it('writes only non-default values back to the URL', () => {
    const params = readListParams(new URLSearchParams('search=oak&page=2'));
    expect(toSearch(params, { page: 1 })).toBe('?search=oak');
    expect(toSearch(params, { sortBy: 'totalUsers', order: 'desc' })).toBe(
      '?search=oak&sortBy=totalUsers&order=desc&page=2',
    );
  });
});
