import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';
import { tenantIdOf } from './microsoft-tenant.ts';

export interface ClientOptions {
  /** The client secret (the built-in provider's is generated and stored, so it is resolved late). */
  clientSecret: string;
  /** How requests reach the issuer: for the built-in provider, in-process instead of over the network. */
  fetch?: client.CustomFetch;
}

/** Discovers the issuer on first use and again after a failure. */
export function oidcClient(oidc: OidcConfig, options: ClientOptions) {
  let discovered: Promise<client.Configuration> | null = null;
  const execute = oidc.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [];
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(oidc.issuer), oidc.clientId, options.clientSecret, undefined, {
        execute,
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    /** `scope` and `prompt` differ for connecting an organisation (org-authorization) from signing in. */
    async authorizationUrl(redirectUri: string, options: { uiLocales?: string; scope?: string; prompt?: string } = {}) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: options.scope ?? 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
        ...(options.prompt ? { prompt: options.prompt } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code; returns who signed in, from the verified ID token, and the token itself. */
    async finish(currentUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
      });
      const claims = tokens.claims();
      // Entra ID puts the address in email when configured, otherwise in preferred_username.
      const email = claims?.email ?? claims?.preferred_username;
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return {
        email: text(email),
        name: text(claims?.name),
        // The organisation behind the account (the built-in provider's `organization` scope).
        organizationName: text(claims?.org_name),
        country: text(claims?.country),
        // Entra ID names the account's tenant in every ID token; the built-in provider with `organization`.
        tenantId: tenantIdOf(claims?.tid),
        idToken: tokens.id_token ?? null,
      };
    },

    /** RP-initiated logout: where to send the browser so the issuer ends its own session too. */
    async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      const parameters: Record<string, string> = {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: config.clientMetadata().client_id,
      };
      if (idToken) parameters.id_token_hint = idToken;
      return client.buildEndSessionUrl(config, parameters).href;
    },
  };
}

export type OidcClient = ReturnType<typeof oidcClient>;
