import type { Caller } from './caller-types.ts';

// Spec §4 user roles: SuperAdmin and Developer are the platform's own staff (ghost mode, prices,
// marking invoices paid); every other role belongs to a partner or a customer organisation.
const staffRoles = new Set(['SuperAdmin', 'Developer']);

export function isPlatformStaff(caller: Pick<Caller, 'userRole'>): boolean {
  return staffRoles.has(caller.userRole);
}
