import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addPendingCustomer, importPendingCustomers, type CustomerImportReport } from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError, invalidField } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { requireOwnPartner, findOrganization } from '../tenancy/index.ts';
import {
  emailTaken,
  insertCustomers,
  nameTaken,
  takenEmails,
  takenNames,
  type AddingPartner,
} from './add-customers.ts';
import { checkAgainstOthers, readImportFile } from './import-rows.ts';

/** Spec §2 /add-pending-customers: one customer, or many from a CSV file, pending approval. */
export function registerAddCustomerRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const db = database.db;
  const options = { validateResponse: validateResponses };

  /** Only the partner itself adds customers to its own book; another's answers like a missing one. */
  const addingPartner = async (request: FastifyRequest, cybrOrgId: string) => {
    const caller = requireOwnPartner(request, cybrOrgId);
    // A distributor's customers sit in its own book; a reseller's in its distributor's.
    const distributorCybrOrgId =
      caller.partnerCybrOrgId === null
        ? cybrOrgId
        : ((await findOrganization(database, cybrOrgId))?.distributorCybrOrgId ?? caller.partnerCybrOrgId);
    return { caller, partner: { cybrOrgId, distributorCybrOrgId } satisfies AddingPartner };
  };

  registerEndpoint(
    app,
    addPendingCustomer,
    async ({ params, body, request }) => {
      const { caller, partner } = await addingPartner(request, params.cybrOrgId);
      if ((await takenNames(db, partner.cybrOrgId, [body.organizationName])).size > 0)
        throw invalidField('organizationName', nameTaken);
      if ((await takenEmails(db, [body.adminEmail])).size > 0) throw invalidField('adminEmail', emailTaken);
      let cybrOrgId: string;
      try {
        [cybrOrgId] = (await db.transaction((tx) => insertCustomers(tx as never, caller, partner, [body]))) as [string];
      } catch (error) {
        // The same customer added twice at once (a double click): the unique indexes keep one.
        if (isUniqueViolation(error, 'organizations_partner_name_unique_idx'))
          throw invalidField('organizationName', nameTaken);
        if (isUniqueViolation(error, 'users_email_lower_idx')) throw invalidField('adminEmail', emailTaken);
        throw error;
      }
      return (await findOrganization(database, cybrOrgId))!;
    },
    options,
  );

  registerEndpoint(
    app,
    importPendingCustomers,
    async ({ params, body, request }) => {
      const { caller, partner } = await addingPartner(request, params.cybrOrgId);
      const rows = readImportFile(body.csv);
      await checkAgainstOthers(db, partner.cybrOrgId, rows);
      const good = rows.filter((row) => row.problems.length === 0);
      const refused = rows.length - good.length;
      // Refused rows keep the good ones out until the person confirms: never half a file by surprise.
      const adding = refused === 0 || body.addValidRows;
      let ids: string[] = [];
      if (adding && good.length > 0) {
        try {
          ids = await db.transaction((tx) =>
            insertCustomers(
              tx as never,
              caller,
              partner,
              good.map((row) => row.request!),
            ),
          );
        } catch (error) {
          if (isUniqueViolation(error))
            throw new AppError(
              'CONFLICT',
              'Some of these customers were added meanwhile; import the file again to see what is left',
            );
          throw error;
        }
      }
      const added = new Map(good.map((row, index) => [row, ids[index]]));
      const report: CustomerImportReport = {
        added: ids.length,
        refused,
        needsConfirmation: !adding && good.length > 0,
        rows: rows.map((row) => ({
          line: row.line,
          organizationName: row.organizationName,
          outcome: row.problems.length > 0 ? 'refused' : adding ? 'added' : 'ready',
          problems: row.problems,
          ...(added.get(row) ? { cybrOrgId: added.get(row) } : {}),
        })),
      };
      return report;
    },
    // The contract allows 2,000,000 characters of CSV; JSON escaping can grow that several times.
    { ...options, bodyLimit: 12 * 1024 * 1024 },
  );
}
