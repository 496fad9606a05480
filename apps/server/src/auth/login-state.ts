import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { jsonSealer } from './sealed-json.ts';

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
  /** Set when a partner renews its organisation's directory consent from the integrations screen. */
  reconnect?: { cybrId: string; cybrOrgId: string };
}

/**
 * A sign-in in progress lives in an encrypted, authenticated cookie bound to the browser that
 * started it, so starting a sign-in writes nothing on the server and a callback without that
 * browser's cookie cannot finish. The key is shared by every process (app_secrets).
 */
export function loginStateSealer(key: Buffer, ttlSeconds: number) {
  return jsonSealer<LoginState>(key, ttlSeconds);
}

export const loginStateTtlSeconds = 600;

/** The origin the browser used, when it is one of ours; otherwise the configured public URL. */
export function originOf(config: Pick<Config, 'allowedOrigins' | 'publicUrl'>, request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  return config.allowedOrigins.includes(origin) ? origin : config.publicUrl;
}
