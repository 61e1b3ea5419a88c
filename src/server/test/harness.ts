// Every server test runs the real app against a freshly migrated database of its own:
// in-memory PGlite by default, or a new PostgreSQL database when TEST_DATABASE_URL is
// set (CI does both). The database is dropped when the test file ends.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { createMailer } from '../mail/mailer';
import type { Mailer } from '../ports/mailer';
import { startSmtpServer, type ReceivedMail } from './smtp';
import type { MediaStore } from '../ports/media-store';
import type { PaymentProvider } from '../ports/payment-provider';
import { buildApp, type App } from '../app';
import { appJobs } from '../job-handlers';
import { openJobQueue, type JobQueue } from '../jobs/queue';
import { choosePaymentProvider } from '../payments/choose';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '../../shared/schemas/store-settings';
import { saveStoreSettings } from '../store-settings/queries';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A copy of the run's migrated database (test/database-template.ts), or a migrated new one without it. */
async function newDatabase(
  serverUrl: string | undefined,
  migrationsFolder: string | undefined,
): Promise<{ database: Database; name?: string }> {
  const template = migrationsFolder ? undefined : inject(serverUrl ? 'postgresTemplate' : 'pgliteTemplate');
  if (!serverUrl) {
    if (template) return { database: await openDatabase({ loadDataDir: new Blob([readFileSync(template)]) }) };
    const database = await openDatabase({});
    await migrateDatabase(database, migrationsFolder);
    return { database };
  }
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A test's fifty checkouts at once, beside another test file on a busy two-core machine, can
  // wait more than the store's 5 s for one of the pool's connections, and the store then rightly
  // answers 503. The tests check what the answers say, not how fast they come: they wait longer.
  // The 503s of a database that does not answer have their own tests, with their own pools.
  const database = await openDatabase({ url: url.toString(), poolSize: 20, connectTimeoutMs: 30_000 });
  if (!template) await migrateDatabase(database, migrationsFolder);
  return { database, name };
}

/** `migrationsFolder`: migrate with another folder (a test of one migration over older data). */
export async function createTestDatabase(options: { migrationsFolder?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { database, name } = await newDatabase(serverUrl, options.migrationsFolder);
  if (!serverUrl) return { database, drop: () => database.close() };
  return {
    database,
    async drop() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_ON_START: 'false',
    CLIENT_DIR: '/nonexistent-client-dir',
    PUBLIC_URL: 'http://store.test',
    ...env,
  });
}

export interface TestApp {
  app: App;
  database: Database;
  db: Database['db'];
  mailer: Mailer;
  config: Config;
  /** With `jobs: true`: the job queue, its workers running the store's jobs. */
  jobs: JobQueue | undefined;
  /** With `smtp: true`: what the loopback SMTP server received, as the recipients' inboxes. */
  mailbox: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * The real app on a fresh database. `env` overrides configuration (SMTP_URL, ...); `settings`
 * are store settings saved as staff would (the defaults otherwise). `smtp`: mail goes to an
 * SMTP server on loopback (the shoppers' inboxes, for their codes); without it, to the outbox,
 * and a code is shown to nobody.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    payments?: PaymentProvider;
    mediaStore?: (database: Database) => MediaStore;
    jobs?: boolean;
    settings?: Partial<StoreSettings>;
    smtp?: boolean;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  if (options.settings) await saveStoreSettings(database.db, { ...DEFAULT_STORE_SETTINGS, ...options.settings }, null);
  const smtp = options.smtp ? await startSmtpServer() : undefined;
  const config = testConfig({ ...(smtp ? { SMTP_URL: smtp.url } : {}), ...options.env });
  // Workers ask for jobs every half second (the queue's least), so tests wait little.
  const jobs = options.jobs
    ? await openJobQueue(database, { workers: true, pollSeconds: 0.5, onError: (error) => console.error(error) })
    : undefined;
  // As in development, a code goes nowhere readable without SMTP; a production store refuses it.
  const mailer = createMailer(database.db, {
    ...config.mail,
    jobs,
    ...(config.env === 'production' ? {} : { showSecretWithoutSmtp: () => {} }),
  });
  const payments = options.payments ?? choosePaymentProvider(config, database);
  const app = await buildApp({
    config,
    database,
    mailer,
    jobs,
    payments,
    ...(options.mediaStore ? { mediaStore: options.mediaStore(database) } : {}),
  });
  await app.ready();
  if (jobs) await jobs.work(appJobs(app, { config, database, mailer, payments, jobs }));
  return {
    app,
    database,
    db: database.db,
    mailer,
    config,
    jobs,
    mailbox: smtp?.received ?? [],
    async close() {
      await jobs?.stop(1_000);
      await app.close();
      await smtp?.close();
      await drop();
    },
  };
}
