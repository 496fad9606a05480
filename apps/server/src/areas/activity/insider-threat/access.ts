import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../app-error.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/client.ts';
import { isOwnAdmin, isPartnerOf, visibleOrganization } from '../../tenancy/index.ts';
import type { OrganizationRow } from '../../tenancy/index.ts';
import { hasActiveInsiderThreatLicence } from './licence-sql.ts';

export const noLicenceMessage = 'This organisation has no active insider-threat-detection licence';

/**
 * An organisation's insider-threat data: read by anyone who may see the organisation (404 otherwise,
 * as for a missing one), and only while it holds an active insider-threat-detection licence (403).
 */
export async function insiderThreatOrganization(
  database: Database,
  request: FastifyRequest,
  cybrOrgId: string,
): Promise<{ caller: Caller; found: OrganizationRow }> {
  const visible = await visibleOrganization(database, request, cybrOrgId);
  if (!(await hasActiveInsiderThreatLicence(database, cybrOrgId))) throw new AppError('FORBIDDEN', noLicenceMessage);
  return visible;
}

/** Approving or rejecting a wall is the review the organisation's partner does before the customer sees it. */
export function mayDecideWall(caller: Caller, org: OrganizationRow): boolean {
  return isPartnerOf(caller, org);
}

/** The customer's flag is set by the customer's own admins, or by its partner on its behalf. */
export function mayFlagWall(caller: Caller, org: OrganizationRow): boolean {
  return isOwnAdmin(caller, org.cybrOrgId) || isPartnerOf(caller, org);
}

export const forbiddenDecision = () =>
  new AppError('FORBIDDEN', "Only the organisation's partner can approve or reject a wall");
export const forbiddenFlag = () =>
  new AppError('FORBIDDEN', "Only the organisation's admins or its partner can flag a wall");
