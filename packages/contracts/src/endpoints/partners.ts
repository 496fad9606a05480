import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { queryBoolean, queryInt, sortOrderSchema } from './query-params.ts';
import { organizationSchema } from '../entities/organization.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { partnerSchema } from '../entities/partner.ts';

export const partner = endpoint({
  method: 'GET',
  path: '/api/v2/partners/{cybrOrgId}',
  params: cybrOrgIdParams,
  response: partnerSchema,
  summary: 'Partner record: terms, currency, billing info, pricing visibility',
});

export const partnerListFilterSchema = z.enum(['approved', 'trial', 'pending', 'partner', 'disabled']);
export const partnerListSortSchema = z.enum(['organizationName', 'status', 'totalUsers']);
export const maxPageSize = 100;

export const partnerOrganizationsQuery = z
  .object({
    from: queryInt(0, 10_000_000).default(0),
    to: queryInt(1, 10_000_100).default(25),
    sortBy: partnerListSortSchema.default('organizationName'),
    order: sortOrderSchema.default('asc'),
    search: z.string().trim().max(100).optional(),
    filter: partnerListFilterSchema.optional(),
    customersOnly: queryBoolean.optional(),
    resellersOnly: queryBoolean.optional(),
  })
  // from is inclusive and to exclusive; a page holds at most maxPageSize rows.
  .refine((q) => q.to > q.from && q.to - q.from <= maxPageSize, {
    path: ['to'],
    message: `to must be greater than from and at most ${maxPageSize} past it`,
  });
export type PartnerOrganizationsQuery = z.input<typeof partnerOrganizationsQuery>;
export type PartnerOrganizationsFilters = z.output<typeof partnerOrganizationsQuery>;

export const partnerOrganizations = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/organizations',
  params: cybrOrgIdParams,
  query: partnerOrganizationsQuery,
  response: paginatedSchema(organizationSchema),
  summary: "The partner's customers (a distributor's include its resellers' customers)",
});
