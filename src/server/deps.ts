import type { Config } from './config';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './ports/mailer';
import type { MediaStore } from './ports/media-store';
import type { PaymentProvider } from './ports/payment-provider';

/** What buildApp needs from the outside world; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The job queue, for work that must happen later or again; none in a store without one (some tests). */
  jobs?: JobQueue | undefined;
  /** Who takes payment; by default the one the configuration names (payments/choose.ts). */
  payments?: PaymentProvider;
  /**
   * Where resized photos (and, when it is a directory or bucket, uploaded originals) are kept; by default the one the
   * configuration names (media/choose-store.ts).
   */
  mediaStore?: MediaStore;
}

/** What each domain's routes get: the dependencies with every default filled in. */
export type DomainDeps = Required<Omit<AppDeps, 'jobs'>> & Pick<AppDeps, 'jobs'>;
