import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  popup: boolean;
  /** Where to send the person back to (an allowed origin). */
  origin: string;
  /** The portal's language when sign-in started: a new user's language, and the provider's pages. */
  language: string;
  /** Set when connecting an organisation (org-authorization) rather than signing in. */
  organization?: { cybrId: string; partnerType: 'distributor' | 'reseller'; products: string[] };
}

interface Sealed extends LoginState {
  expiresAt: number;
}

/**
 * A sign-in in progress lives in an encrypted, authenticated cookie bound to the browser that
 * started it, so starting a sign-in writes nothing on the server and a callback without that
 * browser's cookie cannot finish. The key is shared by every process (app_secrets).
 */
export function loginStateSealer(key: Buffer, ttlSeconds: number) {
  if (key.length !== 32) throw new Error('login-state key must be 32 bytes');
  return {
    seal(state: LoginState, now = Date.now()): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify({ ...state, expiresAt: now + ttlSeconds * 1000 } satisfies Sealed)), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    /** The state, or null when the cookie is missing, forged, tampered with or expired. */
    open(cookie: string | undefined, now = Date.now()): LoginState | null {
      if (!cookie || cookie.length > 4096) return null;
      try {
        const raw = Buffer.from(cookie, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const sealed = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Sealed;
        if (sealed.expiresAt < now) return null;
        const { expiresAt: _expiresAt, ...state } = sealed;
        return state;
      } catch {
        return null;
      }
    },
  };
}
