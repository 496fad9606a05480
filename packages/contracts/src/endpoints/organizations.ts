import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { organizationSchema } from '../entities/organization.ts';

export const cybrOrgIdParams = z.object({ cybrOrgId: z.string().min(1).max(64) });

export const organization = endpoint({
  method: 'GET',
  path: '/api/v1/organizations/{cybrOrgId}',
  params: cybrOrgIdParams,
  response: organizationSchema,
  summary: 'One organisation the caller may see',
});
