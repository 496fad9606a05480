import { describe, expect, it } from 'vitest';
import { readResourceParams, toQuery, toSearch } from './resource-params.ts';

const read = (search: string) => readResourceParams(new URLSearchParams(search), 'de');

describe('resource list params', () => {
  it("default to the person's language, the first page, no search and every kind", () => {
    expect(read('')).toEqual({ page: 1, search: '', language: 'de', kind: null, sort: 'newest' });
    expect(toQuery(read(''))).toEqual({
      from: 0,
      to: 20,
      search: undefined,
      language: 'de',
      kind: undefined,
      sortBy: 'createdAt',
    });
  });

  it('show every language for ?language=all, and ignore what is not a language, kind or page', () => {
    expect(read('language=all').language).toBeNull();
    expect(read('language=xx&kind=secret&page=-2&sort=size')).toEqual({
      page: 1,
      search: '',
      language: 'de',
      kind: null,
      sort: 'newest',
    });
    expect(read('language=pl&kind=sales&page=3&search=%20guide%20')).toEqual({
      page: 3,
      search: 'guide',
      language: 'pl',
      kind: 'sales',
      sort: 'newest',
    });
    expect(toQuery(read('sort=title'))).toMatchObject({ sortBy: 'title' });
    expect(toQuery(read('page=3'))).toMatchObject({ from: 40, to: 60 });
  });

  it('write links that round-trip, leaving the defaults out', () => {
    const params = read('language=all&kind=onboarding&search=leitfaden&sort=title');
    expect(toSearch(params, 'de')).toBe('?search=leitfaden&language=all&kind=onboarding&sort=title');
    expect(read(toSearch(params, 'de').slice(1))).toEqual(params);
    expect(toSearch(read(''), 'de')).toBe('');
    expect(toSearch(read(''), 'de', { page: 2 })).toBe('?page=2');
  });
});
