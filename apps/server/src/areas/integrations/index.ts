// Connections to identity providers, domains, data sources and provider tokens.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerDomainRoutes } from './domains/routes.ts';
import { registerDataSourceRoutes } from './data-sources/routes.ts';
import { registerProviderTokenRoutes } from './provider-tokens/routes.ts';
import { registerConnectionRoutes } from './connections/routes.ts';

export { tokenSealer } from './connections/connection-state.ts';
export { finishReconnect, reconnectingPartner } from './connections/directory-reconnect.ts';
export { linkMicrosoftTenant, type TenantLink } from './provider-tokens/repo.ts';

/** The integrations area's routes, registered by app.ts as one plugin. */
export const integrationsArea = fp<AreaOptions>(
  async (app, { ctx }) => {
    registerDomainRoutes(app, ctx);
    registerDataSourceRoutes(app, ctx);
    registerProviderTokenRoutes(app, ctx);
    await registerConnectionRoutes(app, ctx);
  },
  { name: 'integrations' },
);
