import { createHash, randomUUID } from 'node:crypto';
import { jsonSealer } from '../../../auth/sealed-json.ts';
import type { OAuthProvider } from '../../../config/oauth-providers.ts';

/** What the OAuth `state` parameter carries, sealed: who asked, for which organisation, from which session. */
export interface ConnectionState {
  /** Unique per attempt; recorded when used, so a replayed callback is refused. */
  id: string;
  provider: OAuthProvider;
  cybrId: string;
  cybrOrgId: string;
  /** A hash of the session the attempt started in: another session cannot finish it. */
  session: string;
  /** The origin the redirect URI was built on (the token request must name the same one). */
  origin: string;
}

export const connectionStateTtlSeconds = 600;

export const sessionBinding = (sessionToken: string) =>
  createHash('sha256').update(`connection-state:${sessionToken}`).digest('base64url');

/**
 * The state travels in the provider's redirect rather than a cookie: sealed with the server's key
 * (every process shares it), it cannot be read, forged or stretched past its ten minutes.
 */
export function connectionStates(key: Buffer) {
  const sealer = jsonSealer<ConnectionState>(key, connectionStateTtlSeconds);
  return {
    seal: (state: Omit<ConnectionState, 'id'>) => sealer.seal({ ...state, id: randomUUID() }),
    open: (sealed: unknown) => (typeof sealed === 'string' ? sealer.open(sealed) : null),
  };
}

/** Provider tokens at rest: sealed with their own key, kept for the platform's use, answered by no API. */
export function tokenSealer(key: Buffer) {
  // A token is kept until it is disconnected or replaced; its own expiry is the provider's business.
  return jsonSealer<{ provider: string; token: Record<string, unknown> }>(key, 100 * 365 * 24 * 3600);
}
