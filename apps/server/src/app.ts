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
import { startSweeper } from './db/sweeper.ts';
import { silentLogger, type Logger } from './logger.ts';
import { attachCaller, hasLiveSession } from './auth/caller.ts';
import { registerModeGuard } from './auth/modes.ts';
import { loginStateSealer } from './auth/login-state.ts';
import { oidcClient } from './auth/oidc-client.ts';
import { loginStateTtlSeconds, registerAuthRoutes } from './auth/routes.ts';
import { createSessions } from './auth/sessions.ts';
import { inProcessFetch, internalHeader } from './auth/local-idp/in-process-fetch.ts';
import { createLocalProvider, idpMountPath, localClientSecret } from './auth/local-idp/provider.ts';
import { mountLocalProvider } from './auth/local-idp/mount.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerCsrfDefence } from './http/csrf.ts';
import { clientErrorHandler, frameworkErrorReply, registerErrorHandler } from './http/error-handler.ts';
import { registerHealth } from './http/health.ts';
import { registerPortal } from './http/portal.ts';
import { registerPlatformPage } from './http/platform-page.ts';
import { registerRequestContext, requestIdGenerator } from './http/request-context.ts';
import { RequestLog } from './http/request-log.ts';
import { registerBodyCharsetCheck } from './http/request-body.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverFactory } from './http/server-factory.ts';
import { registerOrgAuthorization } from './modules/onboarding/org-authorization.ts';
import { registerOrganizationRoutes } from './modules/organizations/routes.ts';
import { partnerOrganizationCache } from './modules/organizations/partner-cache.ts';
import { registerPartnerRoutes } from './modules/partners/routes.ts';
import { registerPartnerSettingsRoutes } from './modules/partners/settings-routes.ts';
import { registerAccessCodeRoutes } from './modules/access-codes/routes.ts';
import { registerAuditRoutes } from './modules/audit/routes.ts';
import { registerEventRoutes } from './modules/events/routes.ts';
import { registerExportRoutes } from './modules/exports/routes.ts';
import { registerModeRoutes } from './modules/modes/routes.ts';
import { registerUserRoutes } from './modules/users/routes.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { registerFeedbackRoutes } from './modules/feedback/routes.ts';
import { registerInsiderThreatRoutes } from './modules/insider-threat/routes.ts';
import { registerAddCustomerRoutes } from './modules/customers/add-routes.ts';
import { registerCustomerCapRoutes } from './modules/customers/cap-routes.ts';
import { registerSummaryRoute } from './modules/customers/summary.ts';
import { registerPricingRoutes } from './modules/pricing/routes.ts';
import { registerStripeWebhook } from './modules/subscriptions/stripe-webhook.ts';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts';
import { registerInvoiceRoutes } from './modules/subscriptions/invoice-routes.ts';
import { registerPlatformBillingRoutes } from './modules/subscriptions/platform-billing-routes.ts';
import { startBillingRuns } from './modules/subscriptions/billing-schedule.ts';
import { registerResourceRoutes } from './modules/resources/routes.ts';
import { registerResourceStaffPage } from './modules/resources/staff-page.ts';
import { registerSellerRoutes, registerSellerStaffPage } from './modules/seller/index.ts';
import { registerConnectionRoutes } from './modules/connections/routes.ts';
import { registerDomainRoutes } from './modules/domains/routes.ts';
import { registerDataSourceRoutes } from './modules/data-sources/routes.ts';
import { registerOrganizationTextRoutes } from './modules/org-texts/routes.ts';
import { registerPlatformRequestRoutes } from './modules/platform-requests/routes.ts';
import { registerContentRoutes } from './modules/content/routes.ts';
import { registerActivityRoutes } from './modules/activity/routes.ts';
import { registerMessageRoutes } from './modules/messages/routes.ts';
import { registerProviderTokenRoutes } from './modules/provider-tokens/routes.ts';

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
