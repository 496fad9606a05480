import type { FastifyRequest } from 'fastify';
import { forbidden } from '../app-error.ts';
import type { Caller } from './caller-types.ts';
import { requireCaller } from './caller.ts';

// Spec §4 user roles: SuperAdmin and Developer are the platform's own staff (ghost mode, prices,
// marking invoices paid); every other role belongs to a partner or a customer organisation.
const staffRoles = new Set(['SuperAdmin', 'Developer']);

export function isPlatformStaff(caller: Pick<Caller, 'userRole'>): boolean {
  return staffRoles.has(caller.userRole);
}

/** The signed-in caller when it is platform staff; anyone else is refused with 403. */
export function requireStaff(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (!isPlatformStaff(caller)) throw forbidden();
  return caller;
}

/**
 * The signed-in caller when it is a partner's user or platform staff: what the platform's shared
 * libraries (resources, message content) allow. A customer organisation's users, who never enter
 * the portal, are refused with 403.
 */
export function requirePartnerOrStaff(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (!caller.isPartner && !isPlatformStaff(caller)) throw forbidden();
  return caller;
}
