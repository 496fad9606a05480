import * as Sentry from '@sentry/react';
import { watchDeliveries } from './report-error.ts';

/** §1/§9: the environments in which errors are reported. */
export const REPORTING_ENVIRONMENTS: readonly string[] = ['production', 'stage'];
/** §1/§9: trace sampling rate. */
export const TRACES_SAMPLE_RATE = 0.05;

export interface MonitoringEnv {
  dsn?: string;
  /** Deployment environment (VITE_APP_ENV); reporting is on only for production and stage. */
  environment?: string;
}

/**
 * §1/§9: error reporting is on only in production and stage (and only with a DSN), tracing 5%.
 * Returns whether reporting was switched on.
 */
export function initMonitoring(env: MonitoringEnv): boolean {
  const environment = env.environment ?? 'development';
  if (!env.dsn || !REPORTING_ENVIRONMENTS.includes(environment)) return false;
  const client = Sentry.init({
    dsn: env.dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: (defaults) => [
      // The SDK's Dedupe drops an event that looks like the previous one (same message and stack), which
      // would swallow the same error reported by a second component, or a second error object thrown by
      // the same code. §1's dedupe (same object, same component) is done by reportError instead.
      ...defaults.filter((integration) => integration.name !== 'Dedupe'),
      // Page loads and navigations are traced, sampled at TRACES_SAMPLE_RATE.
      Sentry.browserTracingIntegration(),
    ],
  });
  if (!client) return false;
  watchDeliveries(client);
  return true;
}

/** §3: the error-reporting user record carries cybr-id. */
export function identifyUser(cybrId: string | null): void {
  Sentry.setUser(cybrId ? { id: cybrId, 'cybr-id': cybrId } : null);
}
