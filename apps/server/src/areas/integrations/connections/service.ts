import type { Connection, OrganizationSync } from '@portal/contracts';
import { AppError, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import { managesPartner } from '../../tenancy/index.ts';
import { oauthProviders, type ConnectionsConfig, type OAuthProvider } from '../../../config/oauth-providers.ts';
import type { StoredConnection } from './repo.ts';

/**
 * A partner's own organisation only: anyone else's answers exactly like a missing one, so another
 * partner learns nothing (docs/decisions/0012-tenancy-and-visibility.md: tenancy).
 */
export function requireOwnOrganization(caller: Caller, cybrOrgId: string): void {
  if (!managesPartner(caller, cybrOrgId)) throw notFound('Organization not found');
}

/** Starting a connection is for a partner's own organisation, outside remote view and ghost mode. */
export function requireConnectingPartner(caller: Caller, inMode: boolean): string {
  if (inMode) throw new AppError('MODE_READ_ONLY', 'Connections cannot be changed in remote view or ghost mode');
  if (!caller.isPartner || !caller.cybrOrgId)
    throw new AppError('FORBIDDEN', 'Only a partner organisation can connect a workspace');
  return caller.cybrOrgId;
}

export function requireConfigured(config: ConnectionsConfig, provider: OAuthProvider) {
  const client = config.clients[provider];
  if (!client) {
    // The partner is told whom to ask; which settings turn it on is the operator's business (README).
    throw new AppError(
      'PROVIDER_NOT_CONFIGURED',
      `${oauthProviders[provider].label} is not available on this portal yet: ask the platform's support to turn it on`,
    );
  }
  return client;
}

const notConnected = { connectedAt: null, connectedBy: null, externalName: null };

/** Every provider, in a fixed order: stored connections, then what is not connected, or not set up here. */
export function connectionsOverview(config: ConnectionsConfig, stored: StoredConnection[]): Connection[] {
  const byProvider = new Map(stored.map((row) => [row.provider, row]));
  const oauth = (Object.keys(oauthProviders) as OAuthProvider[]).map((provider): Connection => {
    const row = byProvider.get(provider);
    const kind = oauthProviders[provider].kind;
    if (row)
      return {
        provider,
        kind,
        status: 'connected',
        connectedAt: row.connectedAt,
        connectedBy: row.connectedBy,
        externalName: row.externalName,
      };
    return { provider, kind, status: config.clients[provider] ? 'not-connected' : 'not-configured', ...notConnected };
  });
  // The directory is the identity provider the partner signs in with: always available (org-authorization).
  const directory = byProvider.get('microsoft');
  return [
    directory
      ? {
          provider: 'microsoft',
          kind: 'directory',
          status: 'connected',
          connectedAt: directory.connectedAt,
          connectedBy: directory.connectedBy,
          externalName: directory.externalName,
        }
      : { provider: 'microsoft', kind: 'directory', status: 'not-connected', ...notConnected },
    ...oauth,
  ];
}

/** A sync reads the directory: it can only be switched on while the directory is connected. */
export function requireDirectoryForSync(stored: StoredConnection[], sync: OrganizationSync): void {
  if (sync.on) return;
  if (!stored.some((row) => row.provider === 'microsoft')) {
    throw new AppError('CONFLICT', 'Connect the organisation directory before starting a sync');
  }
}
