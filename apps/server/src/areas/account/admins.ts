import { AppError, forbidden, invalidField, notFound } from '../../app-error.ts';
import type { Caller } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit, adminRoles, isOwnAdmin } from '../tenancy/index.ts';
import type { OrganizationRow } from '../tenancy/index.ts';
import {
  addToUserCount,
  countAdmins,
  insertMember,
  lockMember,
  lockUserByEmail,
  setMembership,
  withOrganizationLocked,
  type UserRow,
} from './admins-repo.ts';

// Role given to a person added on the account page: the platform's own admin role (§3 userRole).
const addedRole = 'Admin';

export const otherOrganization = 'This address belongs to a user of another organisation';
export const alreadyAdmin = 'This person is already an admin of your organisation';
export const addedMeanwhile = 'This address was registered at the same moment: try again';
export const lastAdmin = 'Your organisation needs at least one admin: add another admin before removing this one';

/**
 * Admins of a partner organisation are managed by its own admins only. The caller already sees
 * the organisation (else 404): a partner's distributor or an ordinary member is refused with 403;
 * a customer organisation's admins are not managed in the partner portal (404, as for no partner).
 */
export function checkManagesAdmins(caller: Caller, org: OrganizationRow): void {
  if (!org.isPistachioPartner) throw notFound('Partner not found');
  if (!isOwnAdmin(caller, org.cybrOrgId)) throw forbidden();
}

const auditOf = (caller: Caller, cybrOrgId: string) => ({
  actorCybrId: caller.cybrId,
  cybrOrgId: caller.cybrOrgId,
  target: cybrOrgId,
});

/**
 * Makes the person with `email` an admin: a new portal user when nobody has the address (their
 * first sign-in with it finds this user), a user without an organisation joins, an ordinary member
 * is promoted. An address of another organisation's user is refused without naming it.
 * Answers the admin, and whether a user who may hold sessions changed (their sessions must re-read it).
 */
export async function addAdmin(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  email: string,
): Promise<{ admin: UserRow; existed: boolean }> {
  try {
    const result = await withOrganizationLocked(db, cybrOrgId, async (tx, org) => {
      const existing = await lockUserByEmail(tx, email);
      if (existing && existing.cybrOrgId !== null && existing.cybrOrgId !== cybrOrgId)
        throw invalidField('email', otherOrganization);
      if (existing && existing.cybrOrgId === cybrOrgId && adminRoles.includes(existing.userRole)) {
        throw new AppError('CONFLICT', alreadyAdmin, [{ field: 'email', message: alreadyAdmin }]);
      }
      const admin = existing
        ? await setMembership(tx, existing.cybrId, { cybrOrgId, userRole: addedRole })
        : await insertMember(tx, {
            cybrOrgId,
            email: email.toLowerCase(),
            userRole: addedRole,
            languageCode: org.defaultLanguageCode,
          });
      if (existing?.cybrOrgId !== cybrOrgId) await addToUserCount(tx, cybrOrgId, 1);
      const before =
        existing?.cybrOrgId === cybrOrgId
          ? { cybrId: existing.cybrId, email: existing.email, userRole: existing.userRole }
          : null;
      await recordAudit(tx, {
        ...auditOf(caller, cybrOrgId),
        action: 'organization.admin.added',
        before,
        after: { cybrId: admin.cybrId, email: admin.email, userRole: admin.userRole },
      });
      return { admin, existed: Boolean(existing) };
    });
    if (!result) throw notFound('Organization not found');
    return result;
  } catch (error) {
    // The address signed in for the first time, or was added elsewhere, at this very moment.
    if (isUniqueViolation(error, 'users_email_lower_idx'))
      throw new AppError('CONFLICT', addedMeanwhile, [{ field: 'email', message: addedMeanwhile }]);
    throw error;
  }
}

/**
 * Removes an admin from the organisation: they keep their sign-in but belong to no organisation
 * (the root guard sends them to sign-up). The last admin is never removed (409), also when two
 * removals arrive at once: both wait for the organisation's row lock and count again.
 */
export async function removeAdmin(db: Db, caller: Caller, cybrOrgId: string, cybrId: string): Promise<void> {
  const done = await withOrganizationLocked(db, cybrOrgId, async (tx) => {
    const member = await lockMember(tx, cybrOrgId, cybrId);
    if (!member || !adminRoles.includes(member.userRole)) throw notFound('Admin not found');
    if ((await countAdmins(tx, cybrOrgId)) <= 1) throw new AppError('CONFLICT', lastAdmin);
    await setMembership(tx, cybrId, { cybrOrgId: null, userRole: 'User' });
    await addToUserCount(tx, cybrOrgId, -1);
    await recordAudit(tx, {
      ...auditOf(caller, cybrOrgId),
      action: 'organization.admin.removed',
      before: { cybrId, email: member.email, userRole: member.userRole },
      after: null,
    });
    return true;
  });
  if (!done) throw notFound('Organization not found');
}
