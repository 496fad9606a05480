import type { CurrentUser } from '@portal/contracts';
import { ApiError } from '../api/api-error.ts';

export const signedOutMessageKey = 'signedOutError';

export type SessionOutcome =
  | { kind: 'user'; user: CurrentUser }
  | { kind: 'redirect'; to: '/login' | '/unauthorized' }
  | { kind: 'sign-out'; to: string };

/** §4 session guard: what a failed current-user fetch means for the person in front of the screen. */
export function sessionOutcomeForError(error: unknown): SessionOutcome {
  if (error instanceof ApiError && error.status === 401) return { kind: 'redirect', to: '/login' };
  if (error instanceof ApiError && error.status === 403) return { kind: 'redirect', to: '/unauthorized' };
  return { kind: 'sign-out', to: `/login?reason=${signedOutMessageKey}` };
}

/**
 * A user without an organisation is signed out only where the app is configured to; the partner
 * portal is not, so such a user reaches sign-up through the root guard.
 */
export function sessionOutcomeForUser(user: CurrentUser, signOutWithoutOrganization: boolean): SessionOutcome {
  if (!user.organizationData?.cybrOrgId && signOutWithoutOrganization) return { kind: 'sign-out', to: '/login' };
  return { kind: 'user', user };
}
