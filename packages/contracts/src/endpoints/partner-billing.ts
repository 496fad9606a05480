import { endpoint } from './endpoint.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { billingInfoRequestSchema } from '../entities/billing-details.ts';
import { partnerSchema } from '../entities/partner.ts';

// Apart from the other partner calls: its body's format rules load in the portal only with the
// billing forms (docs/decisions/0004).
export const updatePartnerBilling = endpoint({
  method: 'PATCH',
  path: '/api/v2/partners/{cybrOrgId}/billing',
  params: cybrOrgIdParams,
  body: billingInfoRequestSchema,
  response: partnerSchema,
  summary: "Replaces the partner's billing details",
});
