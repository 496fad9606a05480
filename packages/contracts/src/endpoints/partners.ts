import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { queryBoolean, queryInt, sortOrderSchema } from './query-params.ts';
import { organizationSchema } from '../entities/organization.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { partnerSchema } from '../entities/partner.ts';
import { idParam, okResponse } from './common.ts';
import { accessCodeSchema } from '../entities/access-code.ts';
import { licenseCapUpdateRequestSchema } from '../entities/license-cap.ts';
import { domainAcceptanceRequestSchema, domainAcceptanceSchema } from '../entities/partner-reseller-view.ts';
import { currencySettingRequestSchema, termsAcceptanceRequestSchema } from '../entities/partner-settings.ts';
import { priceTablesSchema } from '../entities/price.ts';

export const partner = endpoint({
  method: 'GET',
  path: '/api/v2/partners/{cybrOrgId}',
  params: cybrOrgIdParams,
  response: partnerSchema,
  summary: 'Partner record: terms, currency, billing info, pricing visibility',
});

export const partnerListFilterSchema = z.enum(['approved', 'trial', 'pending', 'partner', 'disabled']);
export const partnerListSortSchema = z.enum([
  'organizationName',
  'status',
  'totalUsers',
  'partnerName',
  'country',
  'products',
]);
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

const childParams = cybrOrgIdParams.extend({ childCybrOrgId: idParam });

export const partnerPricing = endpoint({
  method: 'GET',
  path: '/api/v2/partners/{cybrOrgId}/pricing',
  params: cybrOrgIdParams,
  response: priceTablesSchema,
  summary: "The partner's price tables in its currency",
});

export const partnerAccessCodes = endpoint({
  method: 'GET',
  path: '/api/v2/partners/{cybrOrgId}/access-codes',
  params: cybrOrgIdParams,
  response: z.array(accessCodeSchema),
  summary: 'Access codes the partner has issued',
});

export const setPartnerCurrency = endpoint({
  method: 'PATCH',
  path: '/api/v1/partners/{cybrOrgId}/currencies',
  params: cybrOrgIdParams,
  body: currencySettingRequestSchema,
  response: partnerSchema,
  summary: "Sets the partner's currency (sign-up)",
});

export const acceptTermsOfService = endpoint({
  method: 'PATCH',
  path: '/api/v1/partners/{cybrOrgId}/terms-of-service',
  params: cybrOrgIdParams,
  body: termsAcceptanceRequestSchema,
  response: partnerSchema,
  summary: 'Records acceptance of the terms of service (sign-up)',
});

export const partnerDomains = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/domains',
  params: cybrOrgIdParams,
  response: z.array(domainAcceptanceSchema),
  summary: 'E-mail domains and whether the partner accepted them',
});

export const addPartnerDomain = endpoint({
  method: 'POST',
  path: '/api/v1/partners/{cybrOrgId}/domains',
  params: cybrOrgIdParams,
  body: domainAcceptanceRequestSchema,
  response: domainAcceptanceSchema,
  summary: 'Accepts or declines a domain',
});

export const deletePartnerDomain = endpoint({
  method: 'DELETE',
  path: '/api/v1/partners/{cybrOrgId}/domains/{domain}',
  params: cybrOrgIdParams.extend({ domain: z.string().min(1).max(253) }),
  response: okResponse,
  summary: 'Removes a domain',
});

export const partnerOrganization = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/organizations/{childCybrOrgId}',
  params: childParams,
  response: organizationSchema,
  summary: 'One customer of the partner',
});

export const updateChildLicenseCaps = endpoint({
  method: 'PATCH',
  path: '/api/v1/partners/{cybrOrgId}/organizations/{childCybrOrgId}/license-caps',
  params: childParams,
  body: licenseCapUpdateRequestSchema,
  response: organizationSchema,
  summary: "Sets a customer's licence cap for one product (0 = unlimited)",
});
