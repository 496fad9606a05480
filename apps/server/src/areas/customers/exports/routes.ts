import type { FastifyInstance } from 'fastify';
import { exportCustomers } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { forbidden } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { csvDownloadHeaders } from '../../../http/csv.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { scopeFor } from '../../tenancy/index.ts';
import { customersCsv } from './customers-export.ts';

/** The customer list as CSV: the same filters and tenant rules as the list, every matching row. */
export function registerExportRoutes(app: FastifyInstance, { database }: AppContext): void {
  registerEndpoint(app, exportCustomers, async ({ params, query, request, reply }) => {
    const scope = await scopeFor(database, requireCaller(request), params.cybrOrgId);
    if (!scope) throw forbidden();
    return reply.headers(csvDownloadHeaders('customers')).send(customersCsv(database, scope, query));
  });
}
