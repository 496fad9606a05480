import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { partnerListFilterSchema, partnerListSortSchema } from './partners.ts';
import { queryBoolean, queryInt, sortOrderSchema } from './query-params.ts';
import { productTypeSchema } from '../entities/license.ts';
import { licenseCapValueSchema } from '../entities/license-cap.ts';
import { organizationSchema, organizationStatusSchema } from '../entities/organization.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { emailSchema, idSchema, maxLength, nonEmptyTextUpTo } from '../rules/validation.ts';
import { isCountryCode } from '../rules/countries.ts';
import { auditActionFilterSchema, auditActionSchema } from '../rules/audit-actions.ts';

// Calls the spec does not list but its screens need (§2 /add-pending-customers, /cap, /welcome,
// and the audit log, exports, modes and live updates of this product): see docs/decisions/0034-customer-management-status-details-partner-view.md.

export const maxBulkCustomers = 500;
export const maxImportRows = 5000;

export const bulkLicenseCapsRequestSchema = z.object({
  childCybrOrgIds: z.array(idSchema).min(1).max(maxBulkCustomers),
  productType: productTypeSchema,
  licenseCap: licenseCapValueSchema,
});

export const updateChildrenLicenseCaps = endpoint({
  method: 'PATCH',
  path: '/api/v1/partners/{cybrOrgId}/organizations/license-caps',
  params: cybrOrgIdParams,
  body: bulkLicenseCapsRequestSchema,
  response: z.object({ updated: z.number().int().nonnegative() }),
  summary: 'Sets the same licence cap on many customers at once: all of them or none',
});

export const countryCodeSchema = z
  .string()
  .max(2, { message: 'Choose a country from the list', abort: true })
  .refine(isCountryCode, { message: 'Choose a country from the list' });

export const pendingCustomerRequestSchema = z.object({
  organizationName: nonEmptyTextUpTo(maxLength.name),
  country: countryCodeSchema,
  adminEmail: emailSchema,
  productType: productTypeSchema,
});
export type PendingCustomerRequest = z.infer<typeof pendingCustomerRequestSchema>;

export const addPendingCustomer = endpoint({
  method: 'POST',
  path: '/api/v1/partners/{cybrOrgId}/organizations',
  params: cybrOrgIdParams,
  body: pendingCustomerRequestSchema,
  response: organizationSchema,
  summary: 'Adds one customer, pending approval',
});

export const customerImportRequestSchema = z.object({
  // The file's text: a header row naming organizationName, country, adminEmail and productType.
  csv: z.string().min(1).max(2_000_000),
  // A file with refused rows adds its good rows only when the person confirms it.
  addValidRows: z.boolean().default(false),
});

export const importRowReportSchema = z.object({
  line: z.number().int().positive(),
  organizationName: z.string(),
  outcome: z.enum(['added', 'refused', 'ready']),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  cybrOrgId: z.string().optional(),
});

export const customerImportReportSchema = z.object({
  added: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  // True when refused rows kept the good ones from being added: confirm with addValidRows.
  needsConfirmation: z.boolean(),
  rows: z.array(importRowReportSchema),
});
export type CustomerImportReport = z.infer<typeof customerImportReportSchema>;

export const importPendingCustomers = endpoint({
  method: 'POST',
  path: '/api/v1/partners/{cybrOrgId}/organizations/import',
  params: cybrOrgIdParams,
  body: customerImportRequestSchema,
  response: customerImportReportSchema,
  summary: 'Adds customers from a CSV file, with a report per row',
});

export const partnerSummarySchema = z.object({
  customersByStatus: z.record(organizationStatusSchema, z.number().int().nonnegative()),
  products: z.array(
    z.object({
      productType: productTypeSchema,
      customers: z.number().int().nonnegative(),
      seatsInUse: z.number().int().nonnegative(),
      // Sum of the caps of capped customers; unlimited (0) caps are counted apart.
      seatsCapped: z.number().int().nonnegative(),
      unlimitedCustomers: z.number().int().nonnegative(),
      atOrOverCap: z.number().int().nonnegative(),
    }),
  ),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

export const partnerSummary = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/summary',
  params: cybrOrgIdParams,
  response: partnerSummarySchema,
  summary: "The partner's numbers: customers by status, seats in use and capped per product",
});

export const customersExportQuery = z.object({
  sortBy: partnerListSortSchema.default('organizationName'),
  order: sortOrderSchema.default('asc'),
  search: z.string().trim().max(100).optional(),
  filter: partnerListFilterSchema.optional(),
  customersOnly: queryBoolean.optional(),
  resellersOnly: queryBoolean.optional(),
});

export const exportCustomers = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/organizations/export',
  params: cybrOrgIdParams,
  query: customersExportQuery,
  response: z.string(),
  responseType: 'binary',
  summary: 'Every customer matching the filters, as CSV, streamed',
});

const isoDay = z.iso.date().max(10);

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
  actorCybrId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: auditActionSchema,
  target: z.string().nullable(),
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The API key that made the change (its name and prefix), or null for a person or the system. */
  apiKey: z.object({ name: z.string(), prefix: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuery = z
  .object({
    from: queryInt(0, 10_000_000).default(0),
    to: queryInt(1, 10_000_100).default(50),
    action: auditActionFilterSchema.optional(),
    since: isoDay.optional(),
    until: isoDay.optional(),
  })
  .refine((q) => q.to > q.from && q.to - q.from <= 100, {
    path: ['to'],
    message: 'to must be greater than from and at most 100 past it',
  });

export const auditLog = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/audit-log',
  params: cybrOrgIdParams,
  query: auditLogQuery,
  response: paginatedSchema(auditEntrySchema),
  summary: "The partner's audit log, newest first, by action and date",
});

export const exportAuditLog = endpoint({
  method: 'GET',
  path: '/api/v1/partners/{cybrOrgId}/audit-log/export',
  params: cybrOrgIdParams,
  query: z.object({ action: auditActionFilterSchema.optional(), since: isoDay.optional(), until: isoDay.optional() }),
  response: z.string(),
  responseType: 'binary',
  summary: "The partner's audit log as CSV, streamed",
});

// Remote view (a partner looks at its customer's platform) and ghost mode (platform staff support
// view): the server sets the mode cookie, which only names the target; the session says who asks.
export const modeSchema = z.enum(['remote-view', 'ghost']);
export const modeParams = z.object({ mode: modeSchema });

export const enterMode = endpoint({
  method: 'POST',
  path: '/api/v1/modes/{mode}',
  params: modeParams,
  body: z.object({ cybrOrgId: idSchema }),
  response: z.object({ mode: modeSchema, cybrOrgId: z.string(), organizationName: z.string() }),
  summary: 'Enters remote view or ghost mode for an organisation the caller may enter it for',
});

export const leaveMode = endpoint({
  method: 'DELETE',
  path: '/api/v1/modes/{mode}',
  params: modeParams,
  response: z.object({ ok: z.literal(true) }),
  summary: 'Leaves remote view or ghost mode',
});

// One message of the event stream (GET /api/v1/events, text/event-stream): a customer changed.
export const customerEventSchema = z.object({
  cybrOrgId: z.string(),
  partnerCybrOrgId: z.string().nullable(),
  change: z.enum(['status', 'caps', 'added', 'view-permission', 'seats']),
});
export type CustomerEvent = z.infer<typeof customerEventSchema>;
export const customerEventName = 'customer.changed';
