import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okResponse } from './common.ts';
import { productTypeSchema } from '../entities/license.ts';
import { emailSchema, nonEmptyText, seatCountSchema } from '../rules/validation.ts';

// Bodies of the platform calls are not in the spec (§7): see docs/decisions.md.
export const platformContact = endpoint({
  method: 'POST',
  path: '/api/v1/platform/contacts',
  body: z.object({ name: nonEmptyText, email: emailSchema, company: nonEmptyText, message: z.string().max(5000).optional() }),
  response: okResponse,
  summary: 'A prospective partner asks to be contacted',
});

export const platformContactRequest = endpoint({
  method: 'POST',
  path: '/api/v1/platform/contact-requests',
  body: z.object({ cybrOrgId: z.string().min(1), topic: z.enum(['sales', 'support', 'billing']), message: nonEmptyText }),
  response: okResponse,
  summary: 'A partner asks the platform team for help',
});

export const platformLicenses = endpoint({
  method: 'POST',
  path: '/api/v1/platform/licenses',
  body: z.object({ cybrOrgId: z.string().min(1), productType: productTypeSchema, quantity: seatCountSchema }),
  response: okResponse,
  summary: 'Requests more licences for an organisation',
});
