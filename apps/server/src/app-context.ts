import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Sessions } from './auth/sessions.ts';
import type { loginStateSealer } from './auth/login-state.ts';
import type { OidcClient } from './auth/oidc-client.ts';
import type { PartnerOrganizations } from './areas/tenancy/organizations/partner-cache.ts';
import type { Logger } from './logger.ts';
import type { JobQueue } from './jobs/job-queue.ts';

/** What every area's routes are built with. */
export interface AppContext {
  config: Config;
  database: Database;
  sessions: Sessions;
  /** A partner's own organisation for users/me, read through a per-process cache. */
  partnerOrganizations: PartnerOrganizations;
  /** Check every response against its contract (on in tests). */
  validateResponses: boolean;
  /** The OpenID Connect client (sign-in, connecting an organisation) and the sealer of their state cookies. */
  oidc: OidcClient;
  sealer: ReturnType<typeof loginStateSealer>;
  /** Background jobs: areas define their handlers and schedules here while they register. */
  jobs: JobQueue;
}

/** What app.ts hands each area's plugin. */
export interface AreaOptions {
  ctx: AppContext;
  logger: Logger;
}
