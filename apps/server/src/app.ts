import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { apiBasePath } from '@portal/contracts';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { sharedSecret } from './db/app-secrets.ts';
import { startSweeper } from './sweeper.ts';
import { silentLogger, type Logger } from './logger.ts';
import { attachCaller, hasLiveSession } from './auth/caller.ts';
import { registerModeGuard } from './areas/tenancy/modes/mode-guard.ts';
import { loginStateSealer } from './auth/login-state.ts';
import { oidcClient } from './auth/oidc-client.ts';
import { loginStateTtlSeconds, registerAuthRoutes } from './areas/account/sign-in/routes.ts';
import { createSessions } from './auth/sessions.ts';
import { inProcessFetch, internalHeader } from './auth/local-idp/in-process-fetch.ts';
import { createLocalProvider, idpMountPath, localClientSecret } from './auth/local-idp/provider.ts';
import { mountLocalProvider } from './auth/local-idp/mount.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerCsrfDefence } from './http/csrf.ts';
import { clientErrorHandler, frameworkErrorReply, registerErrorHandler } from './http/error-handler.ts';
import { registerHealth } from './http/health.ts';
import { registerPortal } from './http/portal.ts';
import { registerPlatformPage } from './areas/platform/pages/platform-page.ts';
import { registerRequestContext, requestIdGenerator } from './http/request-context.ts';
import { RequestLog } from './http/request-log.ts';
import { registerBodyCharsetCheck } from './http/request-body.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverFactory } from './http/server-factory.ts';
import { registerOrgAuthorization } from './areas/onboarding/org-authorization.ts';
import { registerOrganizationRoutes } from './areas/tenancy/organizations/routes.ts';
import { partnerOrganizationCache } from './areas/tenancy/organizations/partner-cache.ts';
import { registerPartnerRoutes } from './areas/tenancy/partners/routes.ts';
import { registerPartnerSettingsRoutes } from './areas/tenancy/partners/settings-routes.ts';
import { registerAccessCodeRoutes } from './areas/onboarding/access-codes/routes.ts';
import { registerAuditRoutes } from './areas/tenancy/audit/routes.ts';
import { registerEventRoutes } from './areas/customers/event-stream/routes.ts';
import { registerExportRoutes } from './areas/customers/exports/routes.ts';
import { registerModeRoutes } from './areas/customers/modes/routes.ts';
import { registerUserRoutes } from './areas/tenancy/users/routes.ts';
import { registerAccountRoutes } from './areas/account/routes.ts';
import { registerFeedbackRoutes } from './areas/account/feedback/routes.ts';
import { registerInsiderThreatRoutes } from './areas/activity/insider-threat/routes.ts';
import { registerAddCustomerRoutes } from './areas/customers/add-routes.ts';
import { registerCustomerCapRoutes } from './areas/customers/cap-routes.ts';
import { registerSummaryRoute } from './areas/customers/summary.ts';
import { registerPricingRoutes } from './areas/billing/pricing/routes.ts';
import { registerStripeWebhook } from './areas/billing/providers/stripe-webhook.ts';
import { registerSubscriptionRoutes } from './areas/billing/subscriptions/routes.ts';
import { registerInvoiceRoutes } from './areas/billing/invoices/invoice-routes.ts';
import { registerPlatformBillingRoutes } from './areas/billing/runs/platform-billing-routes.ts';
import { startBillingRuns } from './areas/billing/runs/billing-schedule.ts';
import { registerResourceRoutes } from './areas/activity/resources/routes.ts';
import { registerResourceStaffPage } from './areas/platform/resources/staff-page.ts';
import { registerSellerRoutes, registerSellerStaffPage } from './areas/billing/seller/index.ts';
import { registerConnectionRoutes } from './areas/integrations/connections/routes.ts';
import { registerDomainRoutes } from './areas/integrations/domains/routes.ts';
import { registerDataSourceRoutes } from './areas/integrations/data-sources/routes.ts';
import { registerOrganizationTextRoutes } from './areas/activity/org-texts/routes.ts';
import { registerPlatformRequestRoutes } from './areas/platform/requests/routes.ts';
import { registerContentRoutes } from './areas/activity/content/routes.ts';
import { registerActivityRoutes } from './areas/activity/routes.ts';
import { registerMessageRoutes } from './areas/activity/messages/routes.ts';
import { registerProviderTokenRoutes } from './areas/integrations/provider-tokens/routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Check every response against its contract (on in tests). */
  validateResponses?: boolean;
  logger?: Logger;
}

export async function buildApp({ config, database, validateResponses = false, logger = silentLogger }: AppOptions): Promise<FastifyInstance> {
  const trustProxy = config.trustedProxies.length > 0 ? config.trustedProxies : false;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLog(),
    trustProxy,
    genReqId: requestIdGenerator(Boolean(trustProxy)),
    serverFactory: serverFactory(config.timeouts),
    clientErrorHandler,
    frameworkErrors: frameworkErrorReply,
    // Ids are checked (with a message naming the field) by the contract, not cut off by the router.
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  await app.register(cookie);
  registerSecurityHeaders(app, config);
  const internalSecret = randomBytes(24).toString('base64url');
  const isInternal = (request: { headers: Record<string, unknown> }) => request.headers[internalHeader] === internalSecret;
  await app.register(rateLimit, { global: false, allowList: isInternal });
  registerRequestContext(app);
  registerBodyCharsetCheck(app);
  registerErrorHandler(app);
  registerCsrfDefence(app, config.allowedOrigins, [apiBasePath, `${idpMountPath}/interaction/`]);

  const sessions = await createSessions(database, config.session);
  app.decorate('sessions', sessions);
  attachCaller(app, sessions, apiBasePath);
  registerModeGuard(app, database);
  const clientSecret = config.oidc.local ? await localClientSecret(database.db, config) : config.oidc.clientSecret!;
  const oidc = oidcClient(config.oidc, { clientSecret, ...(config.oidc.local ? { fetch: inProcessFetch(app, internalSecret) } : {}) });
  const loginStateKey = await sharedSecret(database.db, 'login-state-key', () => randomBytes(32).toString('base64'));
  const sealer = loginStateSealer(Buffer.from(loginStateKey, 'base64'), loginStateTtlSeconds);
  const partnerOrganizations = await partnerOrganizationCache(app, database, config.session.cacheSeconds * 1000);
  const ctx: AppContext = { config, database, sessions, partnerOrganizations, validateResponses, oidc, sealer };

  registerAuthRoutes(app, ctx);
  registerOrgAuthorization(app, ctx);
  registerUserRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerOrganizationRoutes(app, ctx);
  registerPartnerRoutes(app, ctx);
  registerPartnerSettingsRoutes(app, ctx);
  registerAccessCodeRoutes(app, ctx);
  registerCustomerCapRoutes(app, ctx);
  registerAddCustomerRoutes(app, ctx);
  registerSummaryRoute(app, ctx);
  registerModeRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerPricingRoutes(app, ctx);
  registerStripeWebhook(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerPlatformBillingRoutes(app, ctx);
  registerSellerRoutes(app, ctx);
  registerResourceRoutes(app, ctx);
  registerDomainRoutes(app, ctx);
  registerDataSourceRoutes(app, ctx);
  registerInsiderThreatRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerOrganizationTextRoutes(app, ctx);
  registerPlatformRequestRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
  registerProviderTokenRoutes(app, ctx);
  await registerEventRoutes(app, ctx, logger);
  await registerConnectionRoutes(app, ctx);
  await registerMessageRoutes(app, ctx);

  if (config.oidc.local) await mountLocalProvider(app, await createLocalProvider(database.db, config, clientSecret), database.db, isInternal);
  registerHealth(app, database, () => closing);
  registerApiDocs(app);
  registerPlatformPage(app, config, database);
  registerResourceStaffPage(app, ctx);
  registerSellerStaffPage(app, ctx);
  if (existsSync(config.portalDist)) {
    await registerPortal(app, config.portalDist, { hasSession: (request) => hasLiveSession(sessions, request) });
  }

  const stopSweeper = startSweeper(database.db, config.session.idleSeconds, logger);
  app.addHook('onClose', async () => stopSweeper());
  const stopBillingRuns = startBillingRuns(database.db, config.seller, logger);
  app.addHook('onClose', async () => stopBillingRuns());
  return app;
}
