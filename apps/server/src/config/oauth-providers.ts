import type { ChatProvider, CrmProvider } from '@portal/contracts';

export type OAuthProvider = ChatProvider | CrmProvider;

interface ProviderDefaults {
  kind: 'chat' | 'crm';
  /** The product's own name, as a partner knows it. */
  label: string;
  /** Prefix of the provider's settings: <PREFIX>_CLIENT_ID, _CLIENT_SECRET, _AUTHORIZE_URL, _TOKEN_URL. */
  env: string;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  /** How the client proves itself at the token endpoint: in the form, or HTTP Basic (Gong asks for Basic). */
  clientAuth: 'post' | 'basic';
}

// Each provider's published OAuth 2 authorization-code endpoints and the least scope the platform needs.
export const oauthProviders: Record<OAuthProvider, ProviderDefaults> = {
  slack: {
    kind: 'chat',
    label: 'Slack',
    env: 'SLACK',
    authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    tokenUrl: 'https://slack.com/api/oauth.v2.access',
    scope: 'chat:write,im:write,users:read,users:read.email',
    clientAuth: 'post',
  },
  teams: {
    kind: 'chat',
    label: 'Microsoft Teams',
    env: 'TEAMS',
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scope: 'offline_access User.Read Chat.ReadWrite ChannelMessage.Send',
    clientAuth: 'post',
  },
  gong: {
    kind: 'crm',
    label: 'Gong',
    env: 'GONG',
    authorizeUrl: 'https://app.gong.io/oauth2/authorize',
    tokenUrl: 'https://app.gong.io/oauth2/generate-customer-token',
    scope: 'api:users:read api:calls:read:basic',
    clientAuth: 'basic',
  },
  hubspot: {
    kind: 'crm',
    label: 'HubSpot',
    env: 'HUBSPOT',
    authorizeUrl: 'https://app.hubspot.com/oauth/authorize',
    tokenUrl: 'https://api.hubapi.com/oauth/v1/token',
    scope: 'oauth crm.objects.contacts.read crm.objects.companies.read',
    clientAuth: 'post',
  },
};

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
}

export interface ConnectionsConfig {
  /** Only the providers with a client id and secret set; the others are "not set up on this server". */
  clients: Partial<Record<OAuthProvider, OAuthClient>>;
  /** How long the token endpoint may take to answer. */
  timeoutMs: number;
}

export function readConnectionsConfig(env: NodeJS.ProcessEnv): ConnectionsConfig {
  const clients: ConnectionsConfig['clients'] = {};
  for (const [provider, defaults] of Object.entries(oauthProviders) as [OAuthProvider, ProviderDefaults][]) {
    const clientId = env[`${defaults.env}_CLIENT_ID`];
    const clientSecret = env[`${defaults.env}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    clients[provider] = {
      clientId,
      clientSecret,
      authorizeUrl: env[`${defaults.env}_AUTHORIZE_URL`] || defaults.authorizeUrl,
      tokenUrl: env[`${defaults.env}_TOKEN_URL`] || defaults.tokenUrl,
    };
  }
  const seconds = Number(env.OAUTH_TIMEOUT_SECONDS || 10);
  if (!(seconds > 0 && seconds <= 60))
    throw new Error('OAUTH_TIMEOUT_SECONDS must be more than 0 and at most 60 seconds');
  return { clients, timeoutMs: seconds * 1000 };
}
