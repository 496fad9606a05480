import { logout, organization, usersMe, type CurrentUser } from '@portal/contracts';
import { redirect } from 'react-router';
import { call } from '../api/client.ts';
import { reportError } from '../monitoring/report-error.ts';
import { readCookie, remoteViewCookie } from './mode-cookies.ts';
import { cachedSession, cacheSession } from './session-cache.ts';
import { sessionOutcomeForError, sessionOutcomeForUser, type SessionOutcome } from './session-decision.ts';

async function fetchUser(remoteView: string | null): Promise<CurrentUser> {
  const user = await call(usersMe);
  if (remoteView && user.organizationData) {
    // §4/§8: in remote view the viewed organisation replaces the user's own; failing to load it is reported, not fatal.
    try {
      const viewed = await call(organization, { params: { cybrOrgId: remoteView } });
      return { ...user, organizationData: viewed };
    } catch (error) {
      reportError(error, 'session');
    }
  }
  return user;
}

/** §4 session guard: reuse the cached user while the remote-access cookie is unchanged. */
export async function resolveSession(): Promise<SessionOutcome> {
  const remoteView = readCookie(remoteViewCookie);
  let session = cachedSession();
  if (!session || session.remoteView !== remoteView)
    cacheSession((session = { remoteView, user: fetchUser(remoteView) }));
  try {
    return sessionOutcomeForUser(await session.user, false);
  } catch (error) {
    cacheSession(null);
    return sessionOutcomeForError(error);
  }
}

export function forgetSession(): void {
  cacheSession(null);
}

/**
 * Ends the session on the server. Answers where the browser should go next so the identity
 * provider ends its session too (null when it has no such page, or the logout failed).
 */
export async function signOut(): Promise<string | null> {
  forgetSession();
  try {
    return (await call(logout)).endSessionUrl;
  } catch (error) {
    // §8: a logout that fails for a reason other than 401/403 is reported.
    const status = (error as { status?: number }).status;
    if (status !== 401 && status !== 403) reportError(error, 'session');
    return null;
  }
}

/** For loaders: the signed-in user, or the redirect the session guard calls for. */
export async function requireUser(): Promise<CurrentUser> {
  const outcome = await resolveSession();
  if (outcome.kind === 'user') return outcome.user;
  if (outcome.kind === 'sign-out') await signOut();
  throw redirect(outcome.to);
}
