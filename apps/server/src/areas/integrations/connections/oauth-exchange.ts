import { oauthProviders, type OAuthClient, type OAuthProvider } from '../../../config/oauth-providers.ts';

/** Why a token exchange failed, in words the screen can say (the provider's own text stays in the log). */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: 'provider-error' | 'timeout',
    detail: string,
  ) {
    super(detail);
  }
}

/** The provider's consent page, carrying our sealed state. */
export function authorizeUrl(provider: OAuthProvider, client: OAuthClient, redirectUri: string, state: string): string {
  const url = new URL(client.authorizeUrl);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', oauthProviders[provider].scope);
  url.searchParams.set('state', state);
  return url.href;
}

export interface ExchangedToken {
  /** The whole token response: stored sealed, never answered. */
  token: Record<string, unknown>;
  externalName: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null);

// Slack names the workspace (team.name); others name the account or portal where they do.
function externalNameOf(body: Record<string, unknown>): string | null {
  const team = body.team as { name?: unknown } | undefined;
  return text(team?.name) ?? text(body.account_name) ?? text(body.hub_domain) ?? text(body.workspace_name);
}

/** Exchanges an authorization code at the provider's token endpoint, server to server, within `timeoutMs`. */
export async function exchangeCode(
  provider: OAuthProvider,
  client: OAuthClient,
  code: string,
  redirectUri: string,
  timeoutMs: number,
): Promise<ExchangedToken> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (oauthProviders[provider].clientAuth === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64')}`;
  } else {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  }
  let response: Response;
  try {
    response = await fetch(client.tokenUrl, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderFailure(timedOut ? 'timeout' : 'provider-error', `token endpoint unreachable: ${String(error)}`);
  }
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await response.json();
    body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderFailure(
      timedOut ? 'timeout' : 'provider-error',
      `token endpoint answered ${response.status} without JSON`,
    );
  }
  // Slack answers errors with 200 and ok: false; the others with a 4xx and an `error` field.
  if (!response.ok || body.ok === false || typeof body.error === 'string' || typeof body.access_token !== 'string') {
    throw new ProviderFailure(
      'provider-error',
      `token endpoint answered ${response.status}: ${text(body.error) ?? 'no access token'}`,
    );
  }
  return { token: body, externalName: externalNameOf(body) };
}
