import * as Sentry from '@sentry/react';

/** §1/§9: error reporting is on only in production and stage, tracing 5% of requests. */
export function initMonitoring(env: { dsn?: string; environment?: string }): boolean {
  const environment = env.environment ?? 'development';
  if (!env.dsn || (environment !== 'production' && environment !== 'stage')) return false;
  Sentry.init({ dsn: env.dsn, environment, tracesSampleRate: 0.05 });
  return true;
}

export function identifyUser(cybrId: string | null): void {
  Sentry.setUser(cybrId ? { id: cybrId, 'cybr-id': cybrId } : null);
}
