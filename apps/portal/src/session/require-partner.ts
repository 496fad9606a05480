import { redirect } from 'react-router';
import type { CurrentUser, Organization } from '@portal/contracts';
import { requireUser } from './current-user.ts';

/** The signed-in person and the partner organisation the screens act for. */
export interface PartnerSession {
  user: CurrentUser;
  org: Organization;
}

/**
 * The person's organisation, or the redirect the partner root guard gives a person without one
 * (§4: no organisation yet means sign-up). Screens below the guard only meet this after the
 * session changed under them, e.g. the organisation was left in another tab.
 */
export function organizationOf(user: CurrentUser): Organization {
  const org = user.organizationData;
  if (!org?.cybrOrgId) throw redirect('/sign-up');
  return org;
}

/** For loaders and actions: the person and their organisation, or the redirect a guard calls for. */
export async function requirePartner(): Promise<PartnerSession> {
  const user = await requireUser();
  return { user, org: organizationOf(user) };
}
