import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';

/** Discovers the issuer on first use: the built-in provider only answers once the server listens. */
export function oidcClient(oidc: OidcConfig) {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        oidc.clientSecret,
        undefined,
        oidc.issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl(redirectUri: string) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code; returns the signed-in person's e-mail from the verified ID token. */
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
      return typeof email === 'string' ? email : null;
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;
