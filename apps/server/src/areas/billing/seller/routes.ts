import type { FastifyInstance } from 'fastify';
import { sellerDetails, updateSellerDetails as updateSellerDetailsEndpoint } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { requireStaff } from '../../../auth/platform-staff.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { readSellerDetails } from './seller-details.ts';
import { updateSellerDetails } from './update-seller-details.ts';

/**
 * The seller's details for platform staff: read, and set what the environment does not
 * (docs/decisions/0002-seller-details-from-configuration.md).
 */
export function registerSellerRoutes(app: FastifyInstance, { database, config, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };

  registerEndpoint(
    app,
    sellerDetails,
    async ({ request }) => {
      requireStaff(request);
      return readSellerDetails(database.db, config.seller);
    },
    options,
  );

  registerEndpoint(
    app,
    updateSellerDetailsEndpoint,
    async ({ body, request }) => {
      return updateSellerDetails(database.db, requireStaff(request), config.seller, body);
    },
    options,
  );
}
