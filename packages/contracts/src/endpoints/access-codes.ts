import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { cybrOrgIdParams } from './organizations.ts';
import {
  accessCodeCreateRequestSchema,
  accessCodeRevokeRequestSchema,
  accessCodeSchema,
  accessCodeValueSchema,
} from '../entities/access-code.ts';

const codeParams = cybrOrgIdParams.extend({ accessCode: accessCodeValueSchema });

export const accessCodeRefusals = [
  'expired',
  'revoked',
  'redeemed',
  'not-found',
  'wrong-product',
  'not-allowed',
] as const;
export type AccessCodeRefusal = (typeof accessCodeRefusals)[number];
export const accessCodeEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z.enum(accessCodeRefusals).nullable(),
});

export const accessCodeEligibility = endpoint({
  method: 'GET',
  path: '/api/v2/organizations/{cybrOrgId}/access-codes/{accessCode}/eligibility',
  params: codeParams,
  // not-allowed: the organisation cannot become a reseller by a code (it already has a partner
  // above it, or is the issuer); wrong-product: the code is for a product this organisation lacks.
  response: accessCodeEligibilitySchema,
  summary: 'Whether the organisation may redeem the code, and why not',
});

export const redeemAccessCode = endpoint({
  method: 'PATCH',
  path: '/api/v3/organizations/{cybrOrgId}/access-codes/{accessCode}',
  params: codeParams,
  response: accessCodeSchema,
  summary: 'Redeems the code for the organisation (reseller sign-up)',
});

export const createAccessCode = endpoint({
  method: 'POST',
  path: '/api/v1/platform/access-codes',
  body: accessCodeCreateRequestSchema,
  response: accessCodeSchema,
  summary: 'Issues an access code for a number of licences of one product',
});

export const revokeAccessCode = endpoint({
  method: 'PATCH',
  path: '/api/v2/partners/{cybrOrgId}/access-codes/{accessCode}',
  params: codeParams,
  body: accessCodeRevokeRequestSchema,
  response: accessCodeSchema,
  summary: 'Revokes an unredeemed code the partner issued',
});
