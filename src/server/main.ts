// Reads config, opens and migrates the database, seeds a fresh store, listens, and
// drains in-flight requests on SIGTERM/SIGINT before exiting.
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { ensureAdminFromEnv } from './staff-auth/bootstrap';
import { createMailer, RETRY_EVERY_MS, retryEvery } from './mail/mailer';
import { buildApp } from './app';
import { choosePaymentProvider } from './payments/choose';
import { paymentDepsOf, SWEEP_EVERY_MS, sweepPayments } from './payments/service';
import { runEvery } from './reliability/run-every';

const config = loadConfig();
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
  if ((await ensureAdminFromEnv(database.db, config)) === 'created') console.log(`Created the staff account ${config.admin.username}.`);
});

const mailer = createMailer(database.db, config.mail);
const payments = choosePaymentProvider(config, database);
const app = await buildApp({ config, database, mailer, payments });
const stopRetries = retryEvery(mailer, RETRY_EVERY_MS, (error) => app.log.error({ err: error }, 'sending the emails due again failed'));
// Payment pages nobody came back from give back what their orders hold; refunds the provider
// did not take are sent again.
const paymentDeps = paymentDepsOf(app, { config, database, mailer, payments });
const stopSweeps = runEvery(() => sweepPayments(paymentDeps), SWEEP_EVERY_MS, (error) => app.log.error({ err: error }, 'sweeping payments failed'));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // app.close() stops accepting connections, closes idle keep-alive ones, answers 503 to
  // requests arriving on open ones, and resolves once every in-flight request has answered.
  app.log.info({ signal }, 'draining requests before exit');
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'requests still running at the shutdown deadline; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  // A keep-alive connection whose request finishes during the drain stays open until the
  // client's keep-alive timeout (a proxy may keep it for minutes), and server.close() waits for
  // it; Node closes only the connections idle at the moment close() is called. Keep closing
  // the ones that become idle.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  reaper.unref();
  stopRetries();
  stopSweeps();
  try {
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
console.log(`The store is open at http://localhost:${config.port} (${database.driver} database)`);
