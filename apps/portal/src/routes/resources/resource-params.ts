import {
  languageCodeSchema,
  resourceKindSchema,
  resourceSearchMaxLength,
  type LanguageCode,
  type ResourceKind,
  type ResourcesQuery,
} from '@portal/contracts';

export const pageSize = 20;
/** `?language=all`: every language. Without `language` the list shows the person's own. */
export const allLanguages = 'all';

export interface ResourceParams {
  page: number;
  search: string;
  /** null: every language. */
  language: LanguageCode | null;
  kind: ResourceKind | null;
  /** Newest first (the default) or by title, A to Z. */
  sort: ResourceSort;
}

export const resourceSorts = ['newest', 'title'] as const;
export type ResourceSort = (typeof resourceSorts)[number];

/** The list's state from the URL; the language defaults to the one the person reads the portal in. */
export function readResourceParams(search: URLSearchParams, ownLanguage: LanguageCode): ResourceParams {
  const page = Number(search.get('page'));
  const language = search.get('language');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    search: (search.get('search') ?? '').trim().slice(0, resourceSearchMaxLength),
    language: language === allLanguages ? null : (languageCodeSchema.safeParse(language).data ?? ownLanguage),
    kind: resourceKindSchema.safeParse(search.get('kind')).data ?? null,
    sort: search.get('sort') === 'title' ? 'title' : 'newest',
  };
}

export function toQuery(params: ResourceParams): ResourcesQuery {
  const from = (params.page - 1) * pageSize;
  return {
    from,
    to: from + pageSize,
    search: params.search || undefined,
    language: params.language ?? undefined,
    kind: params.kind ?? undefined,
    sortBy: params.sort === 'title' ? 'title' : 'createdAt',
  };
}

/** The URL search for params with some values changed; the person's own language is the default and left out. */
export function toSearch(
  params: ResourceParams,
  ownLanguage: LanguageCode,
  change: Partial<ResourceParams> = {},
): string {
  const next = { ...params, ...change };
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.language !== ownLanguage) out.set('language', next.language ?? allLanguages);
  if (next.kind) out.set('kind', next.kind);
  if (next.sort !== 'newest') out.set('sort', next.sort);
  if (next.page > 1) out.set('page', String(next.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}
