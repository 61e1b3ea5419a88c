import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';

/** What buildApp needs from the outside world; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
}
