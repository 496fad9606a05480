import type { FastifyInstance } from 'fastify';
import { platformJobCounts, platformJobs, retryPlatformJob } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { requireStaff } from '../../../auth/platform-staff.ts';
import { pageOf, rowsOnPage } from '../../../http/page.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { countJobs, listJobs } from '../../../jobs/job-views.ts';
import { retryJob } from './retry-job.ts';

/** The staff's view of the background jobs: lists, counts and a retry; refused to anyone else before the queue is asked. */
export function registerJobRoutes(app: FastifyInstance, { database, jobs, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };

  registerEndpoint(
    app,
    platformJobs,
    async ({ query, request }) => {
      requireStaff(request);
      const store = await jobs.open();
      const page = await listJobs(store, {
        ...(query.state ? { states: [query.state] } : {}),
        ...(query.name ? { name: query.name } : {}),
        offset: query.from,
        limit: rowsOnPage(query),
      });
      return pageOf(page.data, query, page.total);
    },
    options,
  );

  registerEndpoint(
    app,
    platformJobCounts,
    async ({ request }) => {
      requireStaff(request);
      return countJobs(await jobs.open());
    },
    options,
  );

  registerEndpoint(
    app,
    retryPlatformJob,
    async ({ params, request }) => {
      const caller = requireStaff(request);
      return retryJob(database.db, await jobs.open(), caller, params.name, params.jobId);
    },
    options,
  );
}
