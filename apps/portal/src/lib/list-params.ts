import {
  partnerListFilterSchema,
  partnerListSortSchema,
  sortOrderSchema,
  type PartnerOrganizationsQuery,
} from '@portal/contracts';

export const pageSize = 25;
export const showOptions = ['all', 'customers', 'resellers'] as const;
export type Show = (typeof showOptions)[number];

export interface ListParams {
  page: number;
  sortBy: (typeof partnerListSortSchema.options)[number];
  order: 'asc' | 'desc';
  search: string;
  filter: PartnerOrganizationsQuery['filter'];
  show: Show;
}

/** The list's state lives in the URL, so a view is linkable and the back button works. */
export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const show = search.get('show');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sortBy: partnerListSortSchema.safeParse(search.get('sortBy')).data ?? 'organizationName',
    order: sortOrderSchema.safeParse(search.get('order')).data ?? 'asc',
    search: (search.get('search') ?? '').trim().slice(0, 100),
    filter: partnerListFilterSchema.safeParse(search.get('filter')).data,
    show: showOptions.find((o) => o === show) ?? 'all',
  };
}

export function toQuery(params: ListParams): PartnerOrganizationsQuery {
  const from = (params.page - 1) * pageSize;
  return {
    from,
    to: from + pageSize,
    sortBy: params.sortBy,
    order: params.order,
    search: params.search || undefined,
    filter: params.filter,
    customersOnly: params.show === 'customers' || undefined,
    resellersOnly: params.show === 'resellers' || undefined,
  };
}

/** The URL search for params with some values changed; defaults are left out to keep links short. */
export function toSearch(params: ListParams, change: Partial<ListParams> = {}): string {
  const next = { ...params, ...change };
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.filter) out.set('filter', next.filter);
  if (next.show !== 'all') out.set('show', next.show);
  if (next.sortBy !== 'organizationName') out.set('sortBy', next.sortBy);
  if (next.order !== 'asc') out.set('order', next.order);
  if (next.page > 1) out.set('page', String(next.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}
