import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okResponse } from './common.ts';
import { queryInt } from './query-params.ts';
import { productTypeSchema } from '../entities/license.ts';
import { integrationHealthSchema } from '../entities/insider-threat.ts';
import { jobCountsSchema, jobNameSchema, jobSchema, jobStateSchema } from '../entities/job.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { emailSchema, idSchema, maxLength, messages, nonEmptyTextUpTo, seatCountSchema } from '../rules/validation.ts';

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

// Platform staff's view of the background jobs (docs/decisions/0067-job-queue-on-pg-boss.md): not in
// the spec (§7), and nothing a partner or a customer may call.
export const platformJobsQuerySchema = z.object({
  from: queryInt(0, 1_000_000).default(0),
  to: queryInt(1, 1_000_100).default(25),
  state: jobStateSchema.optional(),
  name: jobNameSchema.optional(),
});
export type PlatformJobsQuery = z.input<typeof platformJobsQuerySchema>;

export const platformJobs = endpoint({
  method: 'GET',
  path: '/api/v1/platform/jobs',
  query: platformJobsQuerySchema,
  response: paginatedSchema(jobSchema),
  summary: 'Platform staff: the background jobs, newest first, by state and name, a page at a time',
});

export const platformJobCounts = endpoint({
  method: 'GET',
  path: '/api/v1/platform/jobs/counts',
  response: z.array(jobCountsSchema),
  summary: 'Platform staff: how many jobs of each name are queued, running and failed',
});

export const retryPlatformJob = endpoint({
  method: 'POST',
  path: '/api/v1/platform/jobs/{name}/{jobId}/retry',
  params: z.object({ name: jobNameSchema, jobId: z.uuid({ error: messages.invalid }).max(36) }),
  response: jobSchema,
  summary: 'Platform staff: queues a failed job again for one more attempt',
});
