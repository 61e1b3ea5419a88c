// Opens and migrates the database, seeds a fresh store, opens the job queue, builds the app,
// and starts the job workers and (for the web process) listening; on SIGTERM/SIGINT stops
// taking jobs and requests, lets the running ones finish within SHUTDOWN_TIMEOUT_MS, then exits.
// main.ts runs the web server (and the workers unless WORKERS=0), worker.ts only the workers.
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './seed';
import { ensureAdminFromEnv } from './staff-auth/bootstrap';
import { createMailer, printSecretToConsole } from './mail/mailer';
import { buildApp } from './app';
import { choosePaymentProvider } from './payments/choose';
import { openJobQueue } from './jobs/queue';
import { appJobs } from './job-handlers';

export async function startStore({ web }: { web: boolean }) {
  const config = loadConfig();
  // The embedded database belongs to one process: its workers run beside its web server.
  if (!web && !config.database.url)
    throw new Error(
      'npm run worker needs DATABASE_URL (a PostgreSQL server); the embedded database runs its workers in npm start',
    );
  const workers = !web || config.workers;
  const database = await openDatabase({
    url: config.database.url,
    dataDir: config.database.dataDir,
    poolSize: config.database.poolSize,
    connectTimeoutMs: config.database.connectTimeoutMs,
    statementTimeoutMs: config.database.statementTimeoutMs,
  });
  // Several processes may start together on one PostgreSQL: one at a time migrates, seeds
  // and creates the first admin; the others then find the work done.
  await database.exclusive(async () => {
    await migrateDatabase(database);
    if (config.seedOnStart && (await seedIfEmpty(database.db))) console.log('Seeded the catalogue.');
    if ((await ensureAdminFromEnv(database.db, config)) === 'created')
      console.log(`Created the staff account ${config.admin.username}.`);
  });

  let logError = (error: unknown) => console.error(error);
  // Its tables are made at the first start; processes starting together make them one at a time.
  const jobs = await database.exclusive(() => openJobQueue(database, { workers, onError: (error) => logError(error) }));
  // Without SMTP, a sign-in code shows in the development console; production refuses to send one.
  const mailer = createMailer(database.db, {
    ...config.mail,
    jobs,
    ...(config.env === 'production' ? {} : { showSecretWithoutSmtp: printSecretToConsole }),
  });
  const payments = choosePaymentProvider(config, database);
  const app = await buildApp({ config, database, mailer, payments, jobs });
  logError = (error) => app.log.error({ err: error }, 'the job queue failed');
  if (workers) await jobs.work(appJobs(app, { config, database, mailer, payments, jobs }));

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'finishing requests and jobs before exit');
    const deadline = setTimeout(() => {
      app.log.error(
        { timeoutMs: config.shutdownTimeoutMs },
        'requests or jobs still running at the shutdown deadline; exiting',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    // A keep-alive connection whose request finishes during the drain stays open until the
    // client's keep-alive timeout (a proxy may keep it for minutes), and server.close() waits for
    // it; Node closes only the connections idle at the moment close() is called. Keep closing
    // the ones that become idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    try {
      // app.close() stops accepting connections, closes idle keep-alive ones, answers 503 to
      // requests arriving on open ones, and resolves once every in-flight request has answered.
      // A job still running near the deadline is left to the queue, which runs it again.
      await Promise.all([jobs.stop(Math.max(1_000, config.shutdownTimeoutMs - 2_000)), app.close()]);
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (web) {
    await app.listen({ host: config.host, port: config.port });
    console.log(
      `The store is open at http://localhost:${config.port} (${database.driver} database${workers ? ', with job workers' : ''})`,
    );
  } else {
    console.log(`The job workers are running (${database.driver} database)`);
  }
}
