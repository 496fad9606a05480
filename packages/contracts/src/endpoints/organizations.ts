import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam, okResponse } from './common.ts';
import { queryBoolean, queryInt, sortOrderSchema } from './query-params.ts';
import { extendedLicenseSchema } from '../entities/license.ts';
import { organizationSchema } from '../entities/organization.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { integrationHealthSchema } from '../entities/insider-threat.ts';
import { languageCodeSchema } from '../entities/provider-enums.ts';
import { platformUserSchema } from '../entities/user.ts';
import { domainNameSchema } from '../rules/domain-names.ts';
import { isCountryCode } from '../rules/countries.ts';
import { domainPoolIdSchema, emailSchema, maxLength, messages, nonEmptyTextUpTo } from '../rules/validation.ts';

export const cybrOrgIdParams = z.object({ cybrOrgId: idParam });

export const organization = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}',
  params: cybrOrgIdParams,
  response: organizationSchema,
  summary: 'One organisation the caller may see',
});

// §4: an update may set the status only to APPROVED or DISABLED.
export const organizationUpdateSchema = z
  .object({
    status: z.enum(['APPROVED', 'DISABLED']).optional(),
    organizationName: nonEmptyTextUpTo(maxLength.name).optional(),
    defaultLanguageCode: languageCodeSchema.optional(),
    domainPoolId: domainPoolIdSchema.optional(),
    // §3 country table (rules/countries.ts): the country a partner trades from.
    country: z
      .string({ error: messages.invalid })
      .max(2, { error: messages.invalid })
      .refine(isCountryCode, { error: messages.invalid })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Invalid input' });

export const updateOrganization = endpoint({
  method: 'PATCH',
  path: '/api/v1/organizations/{cybrOrgId}',
  params: cybrOrgIdParams,
  body: organizationUpdateSchema,
  response: organizationSchema,
  summary: 'Changes status (APPROVED or DISABLED), name, country, language or domain pool',
});

// Contact, departments, locations, texts and integrations are "not shown" in the spec (§3).
export const organizationContactSchema = z.object({
  name: nonEmptyTextUpTo(maxLength.name),
  email: emailSchema,
  phoneNumber: z.string().trim().max(maxLength.phoneNumber).nullable().optional(),
  jobTitle: z.string().trim().max(100).nullable().optional(),
});
export type OrganizationContact = z.infer<typeof organizationContactSchema>;

export const organizationContact = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/contact',
  params: cybrOrgIdParams,
  response: organizationContactSchema,
  summary: "The organisation's account contact",
});

export const updateOrganizationContact = endpoint({
  method: 'PUT',
  path: '/api/v1/organizations/{cybrOrgId}/contact',
  params: cybrOrgIdParams,
  body: organizationContactSchema,
  response: organizationContactSchema,
  summary: "Replaces the organisation's account contact",
});

const namedItem = z.object({ id: z.string(), name: z.string() });

export const organizationDepartments = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/departments',
  params: cybrOrgIdParams,
  response: z.array(namedItem),
  summary: 'Departments, for report filters',
});

export const organizationLocations = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/locations',
  params: cybrOrgIdParams,
  response: z.array(namedItem),
  summary: 'Locations, for report filters',
});

export const organizationAdmins = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/admins',
  params: cybrOrgIdParams,
  response: z.array(platformUserSchema),
  summary: "The organisation's admins",
});

// Not in §7: the account page adds and removes a partner's admins (docs/decisions/0055-account-settings-admins-contact-delivery.md, "Account settings").
export const addOrganizationAdmin = endpoint({
  method: 'POST',
  path: '/api/v1/organizations/{cybrOrgId}/admins',
  params: cybrOrgIdParams,
  body: z.object({ email: emailSchema }),
  response: platformUserSchema,
  summary: 'Makes the person with this e-mail an admin of the partner organisation (they sign in with it)',
});

export const removeOrganizationAdmin = endpoint({
  method: 'DELETE',
  path: '/api/v1/organizations/{cybrOrgId}/admins/{cybrId}',
  params: cybrOrgIdParams.extend({ cybrId: idParam }),
  response: okResponse,
  summary: 'Removes an admin from the partner organisation; never the last one',
});

export const partnerViewPermissionsSchema = z.object({ partnerView: z.boolean() });

export const partnerViewPermissions = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/partners/view-permissions',
  params: cybrOrgIdParams,
  response: partnerViewPermissionsSchema,
  summary: 'Whether the partner may view this organisation (remote view)',
});

export const updatePartnerViewPermissions = endpoint({
  method: 'PATCH',
  path: '/api/v1/organizations/{cybrOrgId}/partners/view-permissions',
  params: cybrOrgIdParams,
  body: partnerViewPermissionsSchema,
  response: partnerViewPermissionsSchema,
  summary: 'Grants or withdraws partner view',
});

export const organizationTexts = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/texts',
  params: cybrOrgIdParams,
  response: z.record(z.string(), z.string()),
  summary: "The organisation's own texts, by key",
});

export const organizationListQuery = z
  .object({
    from: queryInt(0, 10_000_000).default(0),
    to: queryInt(1, 10_000_100).default(25),
    approvedOnly: queryBoolean.optional(),
    sortBy: z.enum(['organizationName', 'status', 'totalUsers']).default('organizationName'),
    order: sortOrderSchema.default('asc'),
    search: z.string().trim().max(100).optional(),
    filter: z.enum(['approved', 'trial', 'pending', 'partner', 'disabled']).optional(),
  })
  // As the partner's list: from inclusive, to exclusive, at most 100 rows; approvedOnly is the
  // approved filter, so it cannot ask for another one beside it.
  .refine((q) => q.to > q.from && q.to - q.from <= 100, {
    path: ['to'],
    message: 'to must be greater than from and at most 100 past it',
  })
  .refine((q) => !(q.approvedOnly && q.filter !== undefined && q.filter !== 'approved'), {
    path: ['filter'],
    message: 'approvedOnly asks for the approved filter; leave filter out or set it to approved',
  });

export const organizations = endpoint({
  method: 'GET',
  path: '/api/v1/organizations',
  query: organizationListQuery,
  response: paginatedSchema(organizationSchema),
  summary: "The caller's partner book, paged: what GET /api/v1/partners/{its own id}/organizations answers",
});

export const organizationLicenses = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/licenses',
  params: cybrOrgIdParams,
  response: z.array(extendedLicenseSchema),
  summary: "The organisation's licences per product",
});

export const integrationSchema = z.object({
  provider: z.string(),
  connected: z.boolean(),
  health: integrationHealthSchema.nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const organizationIntegrations = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/integrations',
  params: cybrOrgIdParams,
  response: z.array(integrationSchema),
  summary: 'Connected integrations and their health',
});

export const bucketServiceAccounts = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/integrations/{provider}/bucket-service-accounts',
  params: cybrOrgIdParams.extend({ provider: z.enum(['github']) }),
  response: z.array(z.object({ bucketName: z.string(), serviceAccount: z.string() })),
  summary: 'Where a data-source integration delivers: bucket and service account',
});

// User autodiscovery: the platform adds people whose e-mail addresses are at these domains, which
// must be the partner's own confirmed domains (docs/decisions/0053-partner-domains-and-autodiscovery.md).
export const autodiscoverySchema = z.object({
  enabled: z.boolean(),
  domains: z.array(domainNameSchema).max(100).optional(),
});
export const autodiscoverySettingsSchema = z.object({ enabled: z.boolean(), domains: z.array(z.string()) });
export type AutodiscoverySettings = z.infer<typeof autodiscoverySettingsSchema>;

export const autodiscovery = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}/autodiscovery',
  params: cybrOrgIdParams,
  response: autodiscoverySettingsSchema,
  summary: 'Whether user autodiscovery is on, and from which domains',
});

export const startAutodiscovery = endpoint({
  method: 'POST',
  path: '/api/v1/organizations/{cybrOrgId}/autodiscovery',
  params: cybrOrgIdParams,
  body: autodiscoverySchema,
  response: autodiscoverySettingsSchema,
  summary: 'Sets user autodiscovery (on, with every confirmed domain unless domains are named)',
});

export const updateAutodiscovery = endpoint({
  method: 'PATCH',
  path: '/api/v1/organizations/{cybrOrgId}/autodiscovery',
  params: cybrOrgIdParams,
  body: autodiscoverySchema.partial(),
  response: autodiscoverySettingsSchema,
  summary: 'Changes user autodiscovery',
});
