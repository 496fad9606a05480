import type { CurrentUser } from '@portal/contracts';

/**
 * §4: the user the session guard fetched, kept with the remote-access cookie it was fetched under.
 * Kept apart from the API client so the sign-in page can ask "is someone signed in here?" without
 * loading the client.
 */
export interface CachedSession {
  remoteView: string | null;
  user: Promise<CurrentUser>;
}

let cached: CachedSession | null = null;

export function cachedSession(): CachedSession | null {
  return cached;
}

export function cacheSession(session: CachedSession | null): void {
  cached = session;
}

/** Whether this page already holds a signed-in user (a cached fetch that succeeded). */
export async function holdsSignedInUser(): Promise<boolean> {
  const session = cached;
  if (!session) return false;
  return session.user.then(
    () => true,
    () => false,
  );
}
