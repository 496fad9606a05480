import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { apiBasePath } from '@portal/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { attachCaller, hasLiveSession } from './auth/caller.ts';
import { createLocalProvider } from './auth/local-idp/provider.ts';
import { mountLocalProvider } from './auth/local-idp/mount.ts';
import { oidcClient } from './auth/oidc-client.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerPortal } from './http/portal.ts';
import { registerPlatformPage } from './http/platform-page.ts';
import { registerOrganizationRoutes } from './modules/organizations/routes.ts';
import { registerPartnerRoutes } from './modules/partners/routes.ts';
import { registerUserRoutes } from './modules/users/routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Check every response against its contract (on in tests). */
  validateResponses?: boolean;
  logger?: boolean;
}

export async function buildApp({ config, database, validateResponses = false, logger = false }: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({ logger, trustProxy: true });
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine sets inline styles; scripts stay same-origin only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        formAction: ["'self'", ...(config.oidc.local ? [] : [new URL(config.oidc.issuer).origin])],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  registerErrorHandler(app);
  attachCaller(app, db, apiBasePath);

  const routeOptions = { validateResponse: validateResponses };
  registerAuthRoutes(app, { db, config, oidc: oidcClient(config.oidc) });
  registerUserRoutes(app, db, routeOptions);
  registerOrganizationRoutes(app, db, routeOptions);
  registerPartnerRoutes(app, db, routeOptions);

  if (config.oidc.local) await mountLocalProvider(app, await createLocalProvider(db, config), db);
  registerApiDocs(app);
  registerPlatformPage(app, config);
  if (existsSync(config.portalDist)) {
    await registerPortal(app, config.portalDist, { hasSession: (request) => hasLiveSession(db, request) });
  }
  return app;
}
