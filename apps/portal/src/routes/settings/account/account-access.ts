import type { CurrentUser } from '@portal/contracts';

// The roles that run an organisation (the server's organizations/access.ts adminRoles): a partner's
// founder holds Partner, people added on the account page Admin.
const adminRoles: readonly string[] = ['Admin', 'SuperAdmin', 'Partner'];

/**
 * Whether the person may change the account settings: an admin of their own organisation, outside
 * ghost mode and remote view (which only read; the server refuses their writes anyway).
 */
export function mayEditAccount(user: Pick<CurrentUser, 'userRole'>, modes: readonly string[]): boolean {
  return modes.length === 0 && adminRoles.includes(user.userRole);
}

/** Whether a member of the list is one of the organisation's admins (only they can be removed here). */
export const isAdminRole = (role: string) => adminRoles.includes(role);

/** What the /settings/account layout route gives both of its tabs (read with useRouteLoaderData). */
export interface AccountLayoutData {
  cybrOrgId: string;
  cybrId: string;
  canEdit: boolean;
}
/** The id of that layout route in router.tsx. */
export const accountRouteId = 'settings-account';
