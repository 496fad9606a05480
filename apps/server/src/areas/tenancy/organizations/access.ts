import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { CustomerScope } from './repo.ts';

/** Where an organisation sits in the partner tree: all the one scope rule needs to know of it. */
export interface Placement {
  cybrOrgId: string;
  partnerCybrOrgId: string | null;
  distributorCybrOrgId: string | null;
  isPistachioPartner: boolean;
}

const isDistributor = (caller: Caller) => caller.isPartner && caller.partnerCybrOrgId === null;

/**
 * Which organisations a caller may read: its own; a partner its customers; a distributor
 * also everything under its resellers. Platform staff reach others only through ghost mode.
 */
export function maySeeOrganization(caller: Caller, org: Placement): boolean {
  if (!caller.cybrOrgId) return false;
  if (org.cybrOrgId === caller.cybrOrgId) return true;
  if (!caller.isPartner) return false;
  if (org.partnerCybrOrgId === caller.cybrOrgId) return true;
  return isDistributor(caller) && org.distributorCybrOrgId === caller.cybrOrgId;
}

/** Whose customer list the caller may read for partner `target`, or null when it may not. */
export function customerScopeFor(caller: Caller, target: Placement | undefined): CustomerScope | null {
  if (!caller.isPartner || !caller.cybrOrgId || !target || !target.isPistachioPartner) return null;
  if (target.cybrOrgId === caller.cybrOrgId) {
    return isDistributor(caller)
      ? { kind: 'distributor', cybrOrgId: caller.cybrOrgId }
      : { kind: 'partner', cybrOrgId: caller.cybrOrgId };
  }
  // A distributor may open one of its resellers' books.
  if (isDistributor(caller) && target.partnerCybrOrgId === caller.cybrOrgId) {
    return { kind: 'partner', cybrOrgId: target.cybrOrgId };
  }
  return null;
}

/** A partner record is read by the partner itself, or by the distributor above a reseller. */
export function maySeePartner(caller: Caller, target: Placement): boolean {
  if (!caller.isPartner || !target.isPistachioPartner) return false;
  return (
    target.cybrOrgId === caller.cybrOrgId || (isDistributor(caller) && target.partnerCybrOrgId === caller.cybrOrgId)
  );
}

/** A partner changes only its own partner record and settings (its staff, signed in as its members). */
export function managesPartner(caller: Caller, cybrOrgId: string): boolean {
  return caller.isPartner && caller.cybrOrgId === cybrOrgId;
}

/**
 * The caller of a request about a partner's own settings, log or book: only that partner's people
 * (or keys) pass, and another partner answers exactly as one that does not exist.
 */
export function requireOwnPartner(request: FastifyRequest, cybrOrgId: string): Caller {
  const caller = requireCaller(request);
  if (!managesPartner(caller, cybrOrgId)) throw notFound('Partner not found');
  return caller;
}

/** A distributor: a partner with no partner above it. */
export const isDistributorCaller = isDistributor;

/**
 * The caller's organisation is the partner of `org`: its direct partner, or the distributor at the
 * top of its tree. What a customer's partner may do to it (status, caps, withdrawing view) rests on this.
 */
export function isPartnerOf(caller: Caller, org: Placement): boolean {
  if (!caller.isPartner || !caller.cybrOrgId || org.cybrOrgId === caller.cybrOrgId) return false;
  return (
    org.partnerCybrOrgId === caller.cybrOrgId ||
    (isDistributor(caller) && org.distributorCybrOrgId === caller.cybrOrgId)
  );
}

// Who runs an organisation: its Admin users (SuperAdmin in the platform's own), and in a partner
// organisation its Partner users, the role sign-up gives the person who connected it.
export const adminRoles: readonly string[] = ['Admin', 'SuperAdmin', 'Partner'];

/** An admin of the organisation itself. */
export function isOwnAdmin(caller: Caller, cybrOrgId: string): boolean {
  return caller.cybrOrgId === cybrOrgId && adminRoles.includes(caller.userRole);
}

/** Who may change an organisation's details (name, country, language, contact): its own admins or its partner. */
export function mayChangeDetails(caller: Caller, org: Placement): boolean {
  return isOwnAdmin(caller, org.cybrOrgId) || isPartnerOf(caller, org);
}

/** Whether an organisation sits in a customer list's scope (the list's owner itself never does). */
export function inCustomerScope(scope: CustomerScope, org: Placement): boolean {
  if (org.cybrOrgId === scope.cybrOrgId) return false;
  return scope.kind === 'distributor'
    ? org.distributorCybrOrgId === scope.cybrOrgId
    : org.partnerCybrOrgId === scope.cybrOrgId;
}
