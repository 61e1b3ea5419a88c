// Reads config, opens and migrates the database, seeds a fresh store, listens, and
// drains in-flight requests on SIGTERM/SIGINT before exiting.
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { ensureAdminFromEnv } from './auth/bootstrap';
import { createMailer } from './mail/mailer';
import { buildApp } from './app';

const config = loadConfig();
const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir, poolSize: config.database.poolSize });
await migrateDatabase(database);
if (config.seedOnStart && (await seedIfEmpty(database.db))) console.log('Seeded the catalogue.');
if ((await ensureAdminFromEnv(database.db, config)) === 'created') console.log(`Created the staff account ${config.admin.username}.`);

const mailer = createMailer(database.db, config.mail);
const app = await buildApp({ config, database, mailer });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'draining requests before exit');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
console.log(`The store is open at http://localhost:${config.port} (${database.driver} database)`);
