import { startTracker, stopTracker, withTracker } from './tracker.ts';

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
 * Only then is the SDK loaded. Resolves to whether reporting was switched on; reports made
 * before that are sent once it is.
 */
export function initMonitoring(env: MonitoringEnv): Promise<boolean> {
  const environment = env.environment ?? 'development';
  const dsn = env.dsn;
  if (!dsn || !REPORTING_ENVIRONMENTS.includes(environment)) {
    stopTracker();
    return Promise.resolve(false);
  }
  return startTracker(async () => {
    const { startSentry } = await import('./sentry-tracker.ts');
    return startSentry({ dsn, environment, tracesSampleRate: TRACES_SAMPLE_RATE });
  });
}

/** §3: the error-reporting user record carries cybr-id. */
export function identifyUser(cybrId: string | null): void {
  withTracker((tracker) => tracker.setUser(cybrId));
}
