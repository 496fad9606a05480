// Connections to identity providers, domains, data sources and provider tokens.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerDomainRoutes } from './domains/routes.ts';
import { registerDataSourceRoutes } from './data-sources/routes.ts';
import { registerProviderTokenRoutes } from './provider-tokens/routes.ts';
import { registerConnectionRoutes } from './connections/routes.ts';
import { defineWebhookJobs } from './webhooks/dispatch.ts';
import { registerWebhookRoutes } from './webhooks/routes.ts';
import { webhookSecretSealer } from './webhooks/secrets.ts';

export { tokenSealer } from './connections/connection-state.ts';
export { finishReconnect, reconnectingPartner } from './connections/directory-reconnect.ts';
export { linkMicrosoftTenant, type TenantLink } from './provider-tokens/repo.ts';

/** The integrations area's routes, registered by app.ts as one plugin. */
export const integrationsArea = fp<AreaOptions>(
  async (app, { ctx, logger }) => {
    registerDomainRoutes(app, ctx);
    registerDataSourceRoutes(app, ctx);
    registerProviderTokenRoutes(app, ctx);
    await registerConnectionRoutes(app, ctx);
    const sealer = await webhookSecretSealer(ctx.database.db);
    registerWebhookRoutes(app, ctx, sealer);
    await defineWebhookJobs(
      ctx.database,
      ctx.jobs,
      sealer,
      {
        allowPrivate: ctx.config.webhooksAllowPrivate,
        requireHttps: ctx.config.environment === 'production',
        timeoutMs: 10_000,
      },
      logger,
      ctx.config.jobsWorker,
    );
  },
  { name: 'integrations' },
);
