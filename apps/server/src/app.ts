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
import { defineSweeper } from './sweeper.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { registerJobMetrics } from './jobs/job-metrics.ts';
import { silentLogger, type Logger } from './logger.ts';
import { keyRateLimiter } from './auth/key-rate-limit.ts';
import { createApiKeyCallers } from './auth/api-keys.ts';
import { attachCaller, hasLiveSession } from './auth/caller.ts';
import { loginStateSealer, loginStateTtlSeconds } from './auth/login-state.ts';
import { oidcClient } from './auth/oidc-client.ts';
import { databaseRateLimitStore } from './auth/rate-limit-store.ts';
import { createSessions } from './auth/sessions.ts';
import { inProcessFetch, internalHeader } from './auth/local-idp/in-process-fetch.ts';
import { createLocalProvider, idpMountPath, localClientSecret } from './auth/local-idp/provider.ts';
import { mountLocalProvider } from './auth/local-idp/mount.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerCsrfDefence } from './http/csrf.ts';
import { clientErrorHandler, frameworkErrorReply, registerErrorHandler } from './http/error-handler.ts';
import { registerHealth } from './http/health.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerPortal } from './http/portal.ts';
import { registerRequestScope } from './http/request-scope.ts';
import { registerRequestContext, requestIdGenerator } from './http/request-context.ts';
import { RequestLog } from './http/request-log.ts';
import { registerBodyCharsetCheck } from './http/request-body.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverFactory } from './http/server-factory.ts';
import { partnerOrganizationCache, registerModeGuard, tenancyArea } from './areas/tenancy/index.ts';
import { accountArea } from './areas/account/index.ts';
import { onboardingArea } from './areas/onboarding/index.ts';
import { customersArea } from './areas/customers/index.ts';
import { billingArea } from './areas/billing/index.ts';
import { integrationsArea } from './areas/integrations/index.ts';
import { activityArea } from './areas/activity/index.ts';
import { platformArea } from './areas/platform/index.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Check every response against its contract (on in tests). */
  validateResponses?: boolean;
  logger?: Logger;
}

export async function buildApp({
  config,
  database,
  validateResponses = false,
  logger = silentLogger,
}: AppOptions): Promise<FastifyInstance> {
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
    // A request that reached a stopping process is served: the port closed first (main.ts), so
    // only requests already on their way arrive, and a balancer cannot resend a refused write.
    return503OnClosing: false,
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  await app.register(cookie);
  registerSecurityHeaders(app, config);
  const internalSecret = randomBytes(24).toString('base64url');
  const isInternal = (request: { headers: Record<string, unknown> }) =>
    request.headers[internalHeader] === internalSecret;
  await app.register(rateLimit, { global: false, allowList: isInternal, store: databaseRateLimitStore(database) });
  registerRequestContext(app);
  registerRequestScope(app);
  registerMetrics(app, config.metricsToken, database);
  registerBodyCharsetCheck(app);
  registerErrorHandler(app);
  registerCsrfDefence(app, config.allowedOrigins, [apiBasePath, `${idpMountPath}/interaction/`]);

  const sessions = await createSessions(database, config.session);
  app.decorate('sessions', sessions);
  const apiKeyCallers = await createApiKeyCallers(database, config.session.cacheSeconds);
  app.decorate('apiKeyCallers', apiKeyCallers);
  attachCaller(
    app,
    sessions,
    { callers: apiKeyCallers, limit: keyRateLimiter(app, config.apiKeyRequestsPerMinute) },
    apiBasePath,
  );
  registerModeGuard(app, database);
  const clientSecret = config.oidc.local ? await localClientSecret(database.db, config) : config.oidc.clientSecret!;
  const oidc = oidcClient(config.oidc, {
    clientSecret,
    ...(config.oidc.local ? { fetch: inProcessFetch(app, internalSecret) } : {}),
  });
  const loginStateKey = await sharedSecret(database.db, 'login-state-key', () => randomBytes(32).toString('base64'));
  const sealer = loginStateSealer(Buffer.from(loginStateKey, 'base64'), loginStateTtlSeconds);
  const partnerOrganizations = await partnerOrganizationCache(app, database, config.session.cacheSeconds * 1000);
  const jobs = createJobQueue(database, logger, { work: config.jobsWorker });
  registerJobMetrics(app.metrics, jobs);
  defineSweeper(jobs, database.db, config.session.idleSeconds);
  const ctx: AppContext = { config, database, sessions, partnerOrganizations, validateResponses, oidc, sealer, jobs };

  await app.register(tenancyArea, { ctx, logger });
  await app.register(accountArea, { ctx, logger });
  await app.register(onboardingArea, { ctx, logger });
  await app.register(customersArea, { ctx, logger });
  await app.register(billingArea, { ctx, logger });
  await app.register(integrationsArea, { ctx, logger });
  await app.register(activityArea, { ctx, logger });

  if (config.oidc.local)
    await mountLocalProvider(
      app,
      await createLocalProvider(database.db, config, clientSecret),
      database.db,
      isInternal,
    );
  registerHealth(app, database, () => closing);
  registerApiDocs(app);
  await app.register(platformArea, { ctx, logger });
  if (existsSync(config.portalDist)) {
    await registerPortal(app, config.portalDist, { hasSession: (request) => hasLiveSession(sessions, request) });
  }

  // Every area has defined its jobs by now; the queue starts with the app and drains before it closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  return app;
}
