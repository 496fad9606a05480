import type { PartnerOrganizationsFilters } from '@portal/contracts';

/** The customer-list query as the portal's contract reads it, by hand (the anchor has no schema library). */
export function listFilters(q: Record<string, string | undefined>): PartnerOrganizationsFilters {
  const from = Number(q.from ?? 0);
  return {
    from,
    to: Number(q.to ?? from + 25),
    sortBy: (q.sortBy ?? 'organizationName') as PartnerOrganizationsFilters['sortBy'],
    order: q.order === 'desc' ? 'desc' : 'asc',
    ...(q.search ? { search: q.search } : {}),
    ...(q.filter ? { filter: q.filter as PartnerOrganizationsFilters['filter'] } : {}),
  };
}
