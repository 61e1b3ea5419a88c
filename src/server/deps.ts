import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';

/** What buildApp needs from the outside world; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Who takes payment; by default the one the configuration names (payments/choose.ts). */
  payments?: PaymentProvider;
}

/** What each domain's routes get: the dependencies with every default filled in. */
export type DomainDeps = Required<AppDeps>;
