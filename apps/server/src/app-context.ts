import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Sessions } from './auth/sessions.ts';

/** What every module's routes are built with. */
export interface AppContext {
  config: Config;
  database: Database;
  sessions: Sessions;
  /** Check every response against its contract (on in tests). */
  validateResponses: boolean;
}
