import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okResponse } from './common.ts';
import { productTypeSchema } from '../entities/license.ts';
import { integrationHealthSchema } from '../entities/insider-threat.ts';
import { emailSchema, idSchema, maxLength, nonEmptyTextUpTo, seatCountSchema } from '../rules/validation.ts';

// Bodies of the platform calls are not in the spec (§7): see docs/decisions/0056-feedback-and-requests-to-the-platform-team.md.
export const platformContact = endpoint({
  method: 'POST',
  path: '/api/v1/platform/contacts',
  body: z.object({
    name: nonEmptyTextUpTo(maxLength.name),
    email: emailSchema,
    company: nonEmptyTextUpTo(maxLength.name),
    message: z.string().max(maxLength.longText).optional(),
  }),
  response: okResponse,
  summary: 'A prospective partner asks to be contacted',
});

export const platformContactRequest = endpoint({
  method: 'POST',
  path: '/api/v1/platform/contact-requests',
  body: z.object({
    cybrOrgId: idSchema,
    topic: z.enum(['sales', 'support', 'billing']),
    message: nonEmptyTextUpTo(maxLength.longText),
  }),
  response: okResponse,
  summary: 'A partner asks the platform team for help',
});

export const platformLicenses = endpoint({
  method: 'POST',
  path: '/api/v1/platform/licenses',
  body: z.object({ cybrOrgId: idSchema, productType: productTypeSchema, quantity: seatCountSchema }),
  response: okResponse,
  summary: 'Requests more licences for an organisation',
});

// The platform's collectors, outside this product, report how each data-source integration is
// doing; platform staff's sessions record the report (docs/decisions/0054-data-source-integrations.md).
export const dataSourceHealthReportSchema = z.object({
  bucketName: nonEmptyTextUpTo(maxLength.name),
  serviceAccount: nonEmptyTextUpTo(maxLength.email),
  status: integrationHealthSchema.shape.status,
});

export const reportDataSourceHealth = endpoint({
  method: 'PUT',
  path: '/api/v1/platform/organizations/{cybrOrgId}/integrations/{provider}/health',
  params: z.object({ cybrOrgId: idSchema, provider: integrationHealthSchema.shape.provider }),
  body: dataSourceHealthReportSchema,
  response: integrationHealthSchema,
  summary: "Records a data-source integration's health (platform staff)",
});
